import { ROUTES, documentPath, NOT_FOUND_TITLE } from '@portal/core';
import { notFound as t } from '../../i18n/zh-CN/pages';
import { usePageTitle } from '../../page-title/usePageTitle';
import './NotFound.css';

/** The one not-found page, used by the shell for unclaimed paths and by remotes inside their prefixes. */
export function NotFound() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <section className="portal-not-found" aria-labelledby="portal-not-found-title">
      <p className="portal-not-found__code">404</p>
      <h1 id="portal-not-found-title">{t.title}</h1>
      <p>{t.text}</p>
      <a className="portal-not-found__home" href={documentPath(ROUTES.home.index.href())}>
        {t.home}
      </a>
    </section>
  );
}
