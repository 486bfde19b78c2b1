import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SidebarFrame, SidebarNav, useSession } from '@portal/ui';
import { sidebar } from '../claims';
import { useSidebarCollapsed } from './collapsed';
import { sidebarEntriesFrom } from './entries';

/** The user-centre sidebar: the entries of the signed-in user's menu resources (else the defaults), collapsible. */
export function UserCentreSidebar() {
  const { user } = useSession();
  const [collapsed, toggle] = useSidebarCollapsed();
  return <SidebarNav title={sidebar.title} entries={sidebarEntriesFrom(user, sidebar.defaults)} collapse={{ collapsed, toggle }} />;
}

/** A user-centre page beside its sidebar, except on the paths the claim draws without it. */
export function UserCentreFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <SidebarFrame nav={sidebar.hiddenOn.includes(pathname) ? undefined : <UserCentreSidebar />}>{children}</SidebarFrame>;
}
