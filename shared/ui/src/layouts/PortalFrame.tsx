import type { ReactNode } from 'react';
import type { LayoutName } from '@portal/core';
import { SidebarFrame } from '../sidebar';
import './layouts.css';

export interface PortalFrameProps {
  /** The layout a remote's claim names (remotes.json). */
  layout: LayoutName;
  /** The header: the shell's top bar or logo-only bar; in a remote's QA harness, its stand-in. */
  header?: ReactNode;
  footer?: ReactNode;
  /** Floating pieces after the footer (the consultation button). */
  floating?: ReactNode;
  /** The user centre's side navigation (the help centre draws its own inside its pages). */
  nav?: ReactNode;
  /** Treasury workspace pages: wide tables that scroll sideways. */
  wide?: boolean;
  children: ReactNode;
}

const CONTENT_CLASS: Partial<Record<LayoutName, string>> = { auth: ' portal-layout__content--card' };

/**
 * The frame of a portal page: header, content width, sidebar, footer. The shell's layouts and a
 * remote's QA harness both draw it, so a remote alone looks as it does in the portal.
 */
export function PortalFrame({ layout, header, footer, floating, nav, wide, children }: PortalFrameProps) {
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
    <main className={`portal-layout__content${CONTENT_CLASS[layout] ?? ''}${wide ? ' portal-layout__content--treasury' : ''}`}>{children}</main>
  );
  return (
    <div className={`portal-layout portal-layout--${sidebar ? 'sidebar' : layout}`}>
      {header}
      {sidebar ? <SidebarFrame nav={nav}>{content}</SidebarFrame> : content}
      {footer}
      {floating}
    </div>
  );
}
