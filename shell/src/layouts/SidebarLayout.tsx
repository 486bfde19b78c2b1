import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pathHasPrefix } from '@portal/core';
import { ConsultButton } from '../chrome/ConsultButton';
import { Footer } from '../chrome/Footer';
import { TopBar } from '../chrome/TopBar';
import type { SidebarEntry } from '../chrome/userMenu';
import { messages } from '../i18n';

export type { SidebarEntry };

export interface SidebarLayoutProps {
  title: string;
  entries: readonly SidebarEntry[];
  hideSidebar?: boolean;
  /** With a collapse toggle: the current state and how to flip it. */
  collapse?: { collapsed: boolean; toggle: () => void };
  children: ReactNode;
}

/** The entry whose path is the longest prefix of the URL is the current one. */
function currentEntry(pathname: string, entries: readonly SidebarEntry[]): SidebarEntry | undefined {
  return entries.filter((e) => pathHasPrefix(pathname, e.to)).sort((a, b) => b.to.length - a.to.length)[0];
}

/** Top bar, a left sidebar of links, the content, footer: the user-centre and help-centre frames. */
export function SidebarLayout({ title, entries, hideSidebar, collapse, children }: SidebarLayoutProps) {
  const { pathname } = useLocation();
  const current = currentEntry(pathname, entries);
  const collapsed = collapse?.collapsed ?? false;
  const { sidebar } = messages.chrome;
  return (
    <div className="portal-layout portal-layout--sidebar">
      <TopBar />
      <div className="portal-layout__body">
        {!hideSidebar && (
          <nav className={`portal-sidebar${collapsed ? ' portal-sidebar--collapsed' : ''}`} aria-label={title} data-collapsed={collapsed}>
            <div className="portal-sidebar__head">
              <p className="portal-sidebar__title">{title}</p>
              {collapse && (
                <button
                  type="button"
                  className="portal-sidebar__toggle"
                  aria-expanded={!collapsed}
                  aria-label={collapsed ? sidebar.expand : sidebar.collapse}
                  title={collapsed ? sidebar.expand : sidebar.collapse}
                  onClick={collapse.toggle}
                >
                  <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
                </button>
              )}
            </div>
            {entries.map((e) => (
              <Link key={e.to} to={e.to} title={e.label} aria-current={e === current ? 'page' : undefined}>
                <span className="portal-sidebar__initial" aria-hidden="true">
                  {e.label.slice(0, 1)}
                </span>
                <span className="portal-sidebar__label">{e.label}</span>
              </Link>
            ))}
          </nav>
        )}
        <main className="portal-layout__content">{children}</main>
      </div>
      <Footer />
      <ConsultButton />
    </div>
  );
}
