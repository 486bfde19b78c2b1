import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChromeBoundary } from '../app/ChromeBoundary';
import { Brand } from '../chrome/Brand';
import { ConsultButton } from '../chrome/ConsultButton';
import { Footer } from '../chrome/Footer';
import { NO_CONSULT_PATHS } from '../chrome/rules';
import { SessionArea } from '../session/SessionArea';
import { messages } from '../i18n';

/** Authentication flows: brand header, the flow in a card, footer; no consultation on AuthUpload and AuthReject. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="portal-layout portal-layout--auth">
      <header className="portal-topbar portal-topbar--logo-only">
        <Brand />
        <span className="portal-topbar__caption">{messages.chrome.authCaption}</span>
        <span className="portal-topbar__spacer" />
        <ChromeBoundary name="session area">
          <SessionArea />
        </ChromeBoundary>
      </header>
      <main className="portal-layout__content portal-layout__content--card">{children}</main>
      <ChromeBoundary name="footer">
        <Footer />
      </ChromeBoundary>
      {!NO_CONSULT_PATHS.includes(pathname) && (
        <ChromeBoundary name="consultation">
          <ConsultButton />
        </ChromeBoundary>
      )}
    </div>
  );
}
