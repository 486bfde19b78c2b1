import { Link } from 'react-router-dom';
import { PageIntro } from '@portal/ui';

const ENTRIES = [
  { to: '/product/twogold', label: '产品中心' },
  { to: '/AuthPerson/AuthCertificate', label: '个人实名认证' },
  { to: '/enterpriseCentre/index', label: '业务中心' },
  { to: '/helpCenter/loginRegister', label: '帮助中心' },
];

export function HomePage() {
  return (
    <PageIntro title="首页" lead="商业保理与供应链金融服务，从这里开始。">
      <nav aria-label="快速入口" style={{ display: 'flex', gap: 16, marginTop: 16, flexWrap: 'wrap' }}>
        {ENTRIES.map((e) => (
          <Link key={e.to} to={e.to}>
            {e.label}
          </Link>
        ))}
      </nav>
    </PageIntro>
  );
}
