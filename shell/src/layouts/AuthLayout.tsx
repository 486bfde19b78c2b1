import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PortalFrame } from '@portal/ui';
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
    <PortalFrame
      layout="auth"
      header={
        <header className="portal-topbar portal-topbar--logo-only">
          <Brand />
          <span className="portal-topbar__caption">{messages.chrome.authCaption}</span>
          <span className="portal-topbar__spacer" />
          <ChromeBoundary name="session area">
            <SessionArea />
          </ChromeBoundary>
        </header>
      }
      footer={
        <ChromeBoundary name="footer">
          <Footer />
        </ChromeBoundary>
      }
      floating={
        !NO_CONSULT_PATHS.includes(pathname) && (
          <ChromeBoundary name="consultation">
            <ConsultButton />
          </ChromeBoundary>
        )
      }
    >
      {children}
    </PortalFrame>
  );
}
