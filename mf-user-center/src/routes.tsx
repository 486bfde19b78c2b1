import type { ReactNode } from 'react';
import { lazyPage, type RemoteDefinition } from '@portal/ui';
import { claims } from './claims';
import { SignedInPage, UserCentreQueryRoot } from './components/SignedInPage';
import { pages } from './i18n/zh-CN/pages';
import { BusinessCenterCompany, BusinessCenterContent } from './pages/BusinessCenterPage/content';
import { ContractList, ContractRoutes, ContractTable } from './pages/ContractPage/lazy';
import { isNarrow } from './pages/ContractPage/narrow';
import { UserCentreFrame } from './sidebar/UserCentreSidebar';

/**
 * A page of the user centre: beside the sidebar it publishes, behind the sign-in it needs, on the
 * one query client (`queries: false`: the page puts it below its heading itself).
 */
const page = (title: string, content: ReactNode, { queries = true } = {}) => (
  <UserCentreFrame>
    <SignedInPage title={title}>{queries ? <UserCentreQueryRoot>{content}</UserCentreQueryRoot> : content}</SignedInPage>
  </UserCentreFrame>
);

// Each page in a chunk of its own: a first view fetches only its page's code and kit parts, and
// draws its heading before the code below it (`below`: loaded on render, or with a prefetch).
const BusinessCenterPage = lazyPage(() => import('./pages/BusinessCenterPage').then((m) => m.BusinessCenterPage), {
  below: [BusinessCenterCompany, UserCentreQueryRoot, BusinessCenterContent],
});
const BaseInfoPage = lazyPage(() => import('./pages/BaseInfoPage').then((m) => m.BaseInfoPage));
// The list is where a visit to the contracts starts (the other contract pages are a click from it).
const ContractPage = lazyPage(() => import('./pages/ContractPage').then((m) => m.ContractPage), {
  // The table only where it shows (a phone draws cards).
  below: [UserCentreQueryRoot, ContractRoutes, ContractList, { preload: () => (isNarrow() ? Promise.resolve() : ContractTable.preload()) }],
});
const DownloadCenterPage = lazyPage(() => import('./pages/DownloadCenterPage').then((m) => m.DownloadCenterPage));
const SettingsPage = lazyPage(() => import('./pages/SettingsPage').then((m) => m.SettingsPage));
const OpenServicePage = lazyPage(() => import('./pages/OpenServicePage').then((m) => m.OpenServicePage));

/** The routes of mf-user-center: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_user_center',
  claims,
  routes: [
    { path: '/business/center', element: page(pages.businessCenter.title, <BusinessCenterPage />, { queries: false }) },
    { path: '/base/info', element: page(pages.baseInfo.title, <BaseInfoPage />) },
    { path: '/contract/*', element: page(pages.contract.title, <ContractPage />, { queries: false }) },
    { path: '/download/center', element: page(pages.downloadCenter.title, <DownloadCenterPage />) },
    { path: '/set/center', element: page(pages.settings.title, <SettingsPage />) },
    { path: '/open/service', element: page(pages.openService.title, <OpenServicePage />) },
  ],
};
