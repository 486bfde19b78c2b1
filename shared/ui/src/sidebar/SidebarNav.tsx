import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pathHasPrefix } from '@portal/core';
import { sidebar as t } from '../i18n/zh-CN/sidebar';
import './SidebarNav.css';

export interface SidebarEntry {
  label: string;
  to: string;
}

export interface SidebarNavProps {
  /** The navigation's name, shown as its title and read by screen readers. */
  title: string;
  entries: readonly SidebarEntry[];
  /** With a collapse toggle: the current state and how to flip it. */
  collapse?: { collapsed: boolean; toggle: () => void };
}

/** The entry whose path is the longest prefix of the URL is the current one. */
export function currentEntry(pathname: string, entries: readonly SidebarEntry[]): SidebarEntry | undefined {
  return entries.filter((e) => pathHasPrefix(pathname, e.to)).sort((a, b) => b.to.length - a.to.length)[0];
}

/** A left column of links (a strip of tabs under 1024 px), the current page marked. */
export function SidebarNav({ title, entries, collapse }: SidebarNavProps) {
  const { pathname } = useLocation();
  const current = currentEntry(pathname, entries);
  const collapsed = collapse?.collapsed ?? false;
  return (
    <nav className={`portal-sidebar${collapsed ? ' portal-sidebar--collapsed' : ''}`} aria-label={title} data-collapsed={collapsed}>
      <div className="portal-sidebar__head">
        <p className="portal-sidebar__title">{title}</p>
        {collapse && (
          <button
            type="button"
            className="portal-sidebar__toggle"
            aria-expanded={!collapsed}
            aria-label={collapsed ? t.expand : t.collapse}
            title={collapsed ? t.expand : t.collapse}
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
  );
}

/** The side navigation beside the page, or above it under 1024 px. */
export function SidebarFrame({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <div className="portal-sidebar-frame">
      {nav}
      <div className="portal-sidebar-frame__content">{children}</div>
    </div>
  );
}
