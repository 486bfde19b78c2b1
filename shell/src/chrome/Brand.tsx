import { Link } from 'react-router-dom';

/** The portal's name and mark, at the left of every header. */
export function Brand() {
  return (
    <Link to="/home/index" className="portal-brand" aria-label="供应链金融服务平台 首页">
      <span className="portal-brand__mark" aria-hidden="true">
        保
      </span>
      <span className="portal-brand__name">供应链金融服务平台</span>
    </Link>
  );
}
