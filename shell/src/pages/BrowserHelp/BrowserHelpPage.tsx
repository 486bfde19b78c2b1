import { Link } from 'react-router-dom';
import { ROUTES } from '@portal/core';
import { pages } from '../../i18n/zh-CN/pages';
import { PlainLayout } from '../../layouts';
import '../pages.css';

/** /browserHelp: which browsers the portal supports and how to bring one up to date. */
export function BrowserHelpPage() {
  const texts = pages.browserHelp;
  return (
    <PlainLayout>
      <section className="portal-plain-page portal-plain-page--wide" aria-labelledby="browser-help-title">
        <h1 id="browser-help-title">{texts.title}</h1>
        <p className="portal-plain-page__lead">{texts.lead}</p>
        <h2>{texts.supportedTitle}</h2>
        <div className="portal-plain-page__table">
          <table>
            <thead>
              <tr>
                <th scope="col">{texts.columns.browser}</th>
                <th scope="col">{texts.columns.version}</th>
                <th scope="col">{texts.columns.update}</th>
              </tr>
            </thead>
            <tbody>
              {texts.browsers.map((b) => (
                <tr key={b.name}>
                  <th scope="row">{b.name}</th>
                  <td>{b.version}</td>
                  <td>{b.update}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h2>{texts.unsupportedTitle}</h2>
        <p>{texts.unsupported}</p>
        <p className="portal-plain-page__note">
          {texts.yourBrowser}
          <code>{navigator.userAgent}</code>
        </p>
        <div className="portal-plain-page__actions">
          <Link className="portal-plain-page__primary" to={ROUTES.home.index.href()}>
            {texts.home}
          </Link>
        </div>
      </section>
    </PlainLayout>
  );
}
