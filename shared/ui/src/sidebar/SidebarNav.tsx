import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
  const more = useMoreBeyond<HTMLElement>();
  return (
    <nav
      ref={more.ref}
      className={`portal-sidebar${collapsed ? ' portal-sidebar--collapsed' : ''}`}
      aria-label={title}
      data-collapsed={collapsed}
      data-more-before={more.before}
      data-more-after={more.after}
    >
      {more.before && (
        <span className="portal-sidebar__more portal-sidebar__more--before" aria-hidden="true">
          ‹
        </span>
      )}
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
      {more.after && (
        <span className="portal-sidebar__more portal-sidebar__more--after" aria-hidden="true">
          ›
        </span>
      )}
    </nav>
  );
}

/**
 * Whether a box that scrolls sideways (the sidebar as a strip of tabs on a phone) hides entries
 * before or after what it shows: the strip marks that side, so 设置中心 beyond the edge is not a secret.
 */
function useMoreBeyond<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [more, setMore] = useState({ before: false, after: false });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const before = el.scrollLeft > 1;
      const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    el.addEventListener('scroll', measure, { passive: true });
    // Measured once the browser lays the strip out (and again when its width changes), not inside React's commit.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    if (!observer) measure();
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return { ref, ...more };
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
