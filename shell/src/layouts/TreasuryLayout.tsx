import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PortalFrame } from '@portal/ui';
import { ROUTES, pathHasPrefix } from '@portal/core';
import { Brand } from '../chrome/Brand';

/** Logo-only header; paths under /treasuryFront get horizontal scroll and at least the full width. */
export function TreasuryLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const scrolls = pathHasPrefix(pathname, ROUTES.treasury.index.path);
  return (
    <PortalFrame
      layout="treasury"
      wide={scrolls}
      header={
        <header className="portal-topbar portal-topbar--logo-only">
          <Brand />
        </header>
      }
    >
      {children}
    </PortalFrame>
  );
}
