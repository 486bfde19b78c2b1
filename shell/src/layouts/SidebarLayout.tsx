import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TopBar } from './MainLayout';

export interface SidebarEntry {
  label: string;
  to: string;
}

/** Top bar, a left sidebar of links, and the content: the user-centre and help-centre frames. */
export function SidebarLayout({ title, entries, hideSidebar, children }: { title: string; entries: SidebarEntry[]; hideSidebar?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="portal-layout portal-layout--sidebar">
      <TopBar />
      <div className="portal-layout__body">
        {!hideSidebar && (
          <nav className="portal-sidebar" aria-label={title}>
            <p className="portal-sidebar__title">{title}</p>
            {entries.map((e) => (
              <Link key={e.to} to={e.to} aria-current={pathname === e.to ? 'page' : undefined}>
                {e.label}
              </Link>
            ))}
          </nav>
        )}
        <main className="portal-layout__content">{children}</main>
      </div>
    </div>
  );
}
