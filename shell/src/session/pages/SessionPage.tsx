import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { KitProvider } from '@portal/ui/kit';
import { messages } from '../../i18n';
import './SessionPage.css';

/** The frame of the sign-in pages (on the kit's provider): the brand and a card in the middle of the page. */
export function SessionPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <KitProvider>
      <div className="portal-session-page">
        <header className="portal-session-page__bar">
          <Link to="/home/index" className="portal-session-page__brand">
            {messages.chrome.brand}
          </Link>
        </header>
        <main className={`portal-session-page__card${wide ? ' portal-session-page__card--wide' : ''}`}>{children}</main>
      </div>
    </KitProvider>
  );
}
