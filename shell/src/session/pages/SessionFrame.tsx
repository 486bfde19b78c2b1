import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@portal/core';
import { messages } from '../../i18n';
import './SessionPage.css';

/**
 * The frame of the sign-in pages: the brand and a card in the middle of the page. Part of the
 * shell's first chunk (no UI kit), so it paints at once while the page inside arrives.
 */
export function SessionFrame({ children }: { children: ReactNode }) {
  return (
    <div className="portal-session-page">
      <header className="portal-session-page__bar">
        <Link to={ROUTES.home.index.href()} className="portal-session-page__brand">
          {messages.chrome.brand}
        </Link>
      </header>
      <main className="portal-session-page__card">{children}</main>
    </div>
  );
}
