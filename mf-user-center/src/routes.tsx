import type { RemoteDefinition } from '@portal/ui';
import { BusinessCenterPage } from './pages/BusinessCenterPage';
import { BaseInfoPage } from './pages/BaseInfoPage';
import { ContractPage } from './pages/ContractPage';
import { DownloadCenterPage } from './pages/DownloadCenterPage';
import { SettingsPage } from './pages/SettingsPage';
import { OpenServicePage } from './pages/OpenServicePage';
import { claims } from './claims';
import { SignedInPage } from './components/SignedInPage';
import { pages } from './i18n/zh-CN/pages';

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
