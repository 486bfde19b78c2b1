import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { LayoutName } from '@portal/core';
import { AuthLayout } from './AuthLayout';
import { MainLayout } from './MainLayout';
import { SidebarLayout, type SidebarEntry } from './SidebarLayout';
import { TreasuryLayout } from './TreasuryLayout';

const USER_CENTRE: SidebarEntry[] = [
  { label: '业务中心', to: '/business/center' },
  { label: '基本信息', to: '/base/info' },
  { label: '合同管理', to: '/contract/enterprise/list' },
  { label: '下载中心', to: '/download/center' },
  { label: '设置中心', to: '/set/center' },
];

export const HELP_PAGES: SidebarEntry[] = [
  { label: '登录注册', to: '/helpCenter/loginRegister' },
  { label: '个人认证', to: '/helpCenter/personAuth' },
  { label: '个人认证流程', to: '/helpCenter/personAuth/process' },
  { label: '企业认证', to: '/helpCenter/entAuth' },
  { label: '企业认证流程', to: '/helpCenter/entAuth/process' },
  { label: '法定代表人变更', to: '/helpCenter/changeInfo/legalPerson' },
  { label: '管理员变更', to: '/helpCenter/changeInfo/admin' },
  { label: '电子签章', to: '/helpCenter/signature' },
  { label: '融资流程', to: '/helpCenter/financialProcess' },
];

function UserCentreLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <SidebarLayout title="用户中心" entries={USER_CENTRE} hideSidebar={pathname === '/open/service'}>
      {children}
    </SidebarLayout>
  );
}

function HelpLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarLayout title="帮助中心" entries={HELP_PAGES}>
      {children}
    </SidebarLayout>
  );
}

function PlainLayout({ children }: { children: ReactNode }) {
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

export { MainLayout, PlainLayout };
