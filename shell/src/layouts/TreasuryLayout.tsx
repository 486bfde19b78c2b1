import type { ReactNode } from 'react';
import { Brand } from './Brand';

/** Logo-only header; treasury pages get horizontal scroll and at least the full width. */
export function TreasuryLayout({ children }: { children: ReactNode }) {
  return (
    <div className="portal-layout portal-layout--treasury">
      <header className="portal-topbar portal-topbar--logo-only">
        <Brand />
      </header>
      <main className="portal-layout__content portal-layout__content--treasury">{children}</main>
    </div>
  );
}
