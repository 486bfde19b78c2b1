import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { LayoutName } from '@portal/core';
import { SidebarNav } from '@portal/ui';
import { NO_SIDEBAR_PATHS } from '../chrome/rules';
import { useSidebarCollapsed } from '../chrome/sidebarState';
import { useUserCentreEntries } from '../chrome/userMenu';
import { messages } from '../i18n';
import { AuthLayout } from './AuthLayout';
import { MainLayout } from './MainLayout';
import { SidebarLayout } from './SidebarLayout';
import { TreasuryLayout } from './TreasuryLayout';

/** User centre: the sidebar from the user info's resources, collapsed state in a cookie, none on /open/service. */
export function UserCentreLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const entries = useUserCentreEntries(messages.chrome.userCentreDefaults);
  const [collapsed, toggle] = useSidebarCollapsed();
  return (
    <SidebarLayout
      sidebar={NO_SIDEBAR_PATHS.includes(pathname) ? undefined : <SidebarNav title={messages.chrome.sidebar.userCentre} entries={entries} collapse={{ collapsed, toggle }} />}
    >
      {children}
    </SidebarLayout>
  );
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
