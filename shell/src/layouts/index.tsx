import type { ReactNode } from 'react';
import type { LayoutName } from '@portal/core';
import { AuthLayout } from './AuthLayout';
import { MainLayout } from './MainLayout';
import { SidebarLayout } from './SidebarLayout';
import { TreasuryLayout } from './TreasuryLayout';

/** User centre: the sidebar frame; mf-user-center draws the sidebar it publishes in its claims beside its pages. */
export function UserCentreLayout({ children }: { children: ReactNode }) {
  return <SidebarLayout>{children}</SidebarLayout>;
}

/** Help centre: the sidebar frame; mf-help draws the sidebar of its pages itself. */
export function HelpLayout({ children }: { children: ReactNode }) {
  return <SidebarLayout>{children}</SidebarLayout>;
}

export function PlainLayout({ children }: { children: ReactNode }) {
  return <div className="portal-layout portal-layout--plain">{children}</div>;
}

/** The frame each layout name of remotes.json stands for. */
export const LAYOUTS: Record<LayoutName, (props: { children: ReactNode }) => ReactNode> = {
  main: MainLayout,
  treasury: TreasuryLayout,
  auth: AuthLayout,
  'user-centre': UserCentreLayout,
  help: HelpLayout,
  plain: PlainLayout,
};

export { MainLayout };
