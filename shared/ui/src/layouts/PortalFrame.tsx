import type { ReactNode } from 'react';
import type { LayoutName } from '@portal/core';
import { skipLink } from '../i18n/zh-CN/pages';
import { SidebarFrame } from '../sidebar';
import './layouts.css';

/** The id of the frame's content (`<main>`), the skip link's target. */
export const MAIN_CONTENT_ID = 'portal-main';

/**
 * Moves focus to the page's content: its first heading, else the content itself. For a focus that
 * would otherwise fall to `<body>` (a dialog closed after its opener went, the skip link).
 */
export function focusMainContent(doc: Document = document): boolean {
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  const target = main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2') ?? main;
  // A heading is not focusable by itself; -1 lets a script focus it without adding a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return doc.activeElement === target;
}

/** How long a page may take to draw its heading after a navigation that took the focus away. */
const FOCUS_WAIT_MS = 30_000;

/**
 * Before a navigation that takes the focused control away with its page (the /login page's
 * sign-in button): once the next page has drawn its heading, focus it, so focus does not fall to
 * `<body>` (a remote's page arrives later than the navigation). Given up when the user focuses
 * something in the meantime. Returns the function that gives up.
 */
export function focusMainContentOnceShown(doc: Document = document): () => void {
  const leaving = doc.getElementById(MAIN_CONTENT_ID)?.querySelector('h1') ?? null;
  const focusedBefore = doc.activeElement;
  const view = doc.defaultView;
  let done = false;
  const stop = () => {
    done = true;
    observer?.disconnect();
    if (timer !== undefined) view?.clearTimeout(timer);
  };
  const check = () => {
    if (done) return;
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== focusedBefore && active.isConnected) return stop();
    const heading = doc.getElementById(MAIN_CONTENT_ID)?.querySelector('h1');
    if (!heading || heading === leaving) return;
    stop();
    focusMainContent(doc);
  };
  const observer = view ? new view.MutationObserver(check) : undefined;
  observer?.observe(doc.body, { childList: true, subtree: true });
  const timer = view?.setTimeout(stop, FOCUS_WAIT_MS);
  return stop;
}

/** The first Tab stop of a framed page: skips the top bar and menus to the content. */
function SkipLink() {
  return (
    <a
      className="portal-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus, not a hash navigation: the router would treat a hash change as a new page.
        event.preventDefault();
        focusMainContent();
      }}
    >
      {skipLink.toContent}
    </a>
  );
}

export interface PortalFrameProps {
  /** The layout a remote's claim names (remotes.json). */
  layout: LayoutName;
  /** The header: the shell's top bar or logo-only bar; in a remote's QA harness, its stand-in. */
  header?: ReactNode;
  footer?: ReactNode;
  /** Floating pieces after the footer (the consultation button). */
  floating?: ReactNode;
  /** Treasury workspace pages: wide tables that scroll sideways. */
  wide?: boolean;
  children: ReactNode;
}

const CONTENT_CLASS: Partial<Record<LayoutName, string>> = { auth: ' portal-layout__content--card' };

/**
 * The frame of a portal page: header, content width, sidebar, footer. The shell's layouts and a
 * remote's QA harness both draw it, so a remote alone looks as it does in the portal.
 */
export function PortalFrame({ layout, header, footer, floating, wide, children }: PortalFrameProps) {
  if (layout === 'plain') {
    return (
      <div className="portal-layout portal-layout--plain">
        {header}
        {children}
      </div>
    );
  }
  const sidebar = layout === 'user-centre' || layout === 'help';
  const content = (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`portal-layout__content${CONTENT_CLASS[layout] ?? ''}${wide ? ' portal-layout__content--treasury' : ''}`}>
      {children}
    </main>
  );
  return (
    <div className={`portal-layout portal-layout--${sidebar ? 'sidebar' : layout}`}>
      <SkipLink />
      {header}
      {/* The remote draws its sidebar inside the content (mf-help, mf-user-center: published with their claims). */}
      {sidebar ? <SidebarFrame>{content}</SidebarFrame> : content}
      {footer}
      {floating}
    </div>
  );
}
