import { Link } from 'react-router-dom';
import { ROUTES } from '@portal/core';
import { pages } from '../../i18n/zh-CN/pages';
import { PlainLayout } from '../../layouts';
import '../pages.css';

/** /403: the user may not see the page asked for. */
export function ForbiddenPage() {
  const texts = pages.forbidden;
  return (
    <PlainLayout>
      <section className="portal-plain-page" aria-labelledby="forbidden-title">
        <p className="portal-plain-page__code" aria-hidden="true">
          403
        </p>
        <h1 id="forbidden-title">{texts.title}</h1>
        <p className="portal-plain-page__lead">{texts.lead}</p>
        <div className="portal-plain-page__actions">
          <Link className="portal-plain-page__primary" to={ROUTES.home.index.href()}>
            {texts.home}
          </Link>
          <Link to={ROUTES.help.loginRegister.href()}>{texts.help}</Link>
        </div>
      </section>
    </PlainLayout>
  );
}
