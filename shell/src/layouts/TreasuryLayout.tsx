import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pathHasPrefix } from '@portal/core';
import { Brand } from '../chrome/Brand';

/** Logo-only header; paths under /treasuryFront get horizontal scroll and at least the full width. */
export function TreasuryLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const scrolls = pathHasPrefix(pathname, '/treasuryFront');
  return (
    <div className="portal-layout portal-layout--treasury">
      <header className="portal-topbar portal-topbar--logo-only">
        <Brand />
      </header>
      <main className={`portal-layout__content${scrolls ? ' portal-layout__content--treasury' : ''}`}>{children}</main>
    </div>
  );
}
