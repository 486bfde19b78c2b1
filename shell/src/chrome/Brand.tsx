import { Link } from 'react-router-dom';
import { ROUTES } from '@portal/core';
import { messages } from '../i18n';

/** The portal's name and mark, at the left of every header. */
export function Brand() {
  const { chrome } = messages;
  return (
    <Link to={ROUTES.home.index.href()} className="portal-brand" aria-label={chrome.brandHome}>
      <span className="portal-brand__mark" aria-hidden="true">
        {chrome.brandMark}
      </span>
      <span className="portal-brand__name">{chrome.brand}</span>
    </Link>
  );
}
