import { lazyPage, type RemoteDefinition } from '@portal/ui';
import { claims } from './claims';
import { SignedInPage } from './components/SignedInPage';
import { pages } from './i18n/zh-CN/pages';

// Each page in a chunk of its own: a first view fetches only its page's code and kit parts.
const BusinessCenterPage = lazyPage(() => import('./pages/BusinessCenterPage').then((m) => m.BusinessCenterPage));
const BaseInfoPage = lazyPage(() => import('./pages/BaseInfoPage').then((m) => m.BaseInfoPage));
const ContractPage = lazyPage(() => import('./pages/ContractPage').then((m) => m.ContractPage));
const DownloadCenterPage = lazyPage(() => import('./pages/DownloadCenterPage').then((m) => m.DownloadCenterPage));
const SettingsPage = lazyPage(() => import('./pages/SettingsPage').then((m) => m.SettingsPage));
const OpenServicePage = lazyPage(() => import('./pages/OpenServicePage').then((m) => m.OpenServicePage));

/** The routes of mf-user-center: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_user_center',
  claims,
  routes: [
    { path: '/business/center', element: <SignedInPage title={pages.businessCenter.title}><BusinessCenterPage /></SignedInPage> },
    { path: '/base/info', element: <SignedInPage title={pages.baseInfo.title}><BaseInfoPage /></SignedInPage> },
    { path: '/contract/*', element: <SignedInPage title={pages.contract.title}><ContractPage /></SignedInPage> },
    { path: '/download/center', element: <SignedInPage title={pages.downloadCenter.title}><DownloadCenterPage /></SignedInPage> },
    { path: '/set/center', element: <SignedInPage title={pages.settings.title}><SettingsPage /></SignedInPage> },
    { path: '/open/service', element: <SignedInPage title={pages.openService.title}><OpenServicePage /></SignedInPage> },
  ],
};
