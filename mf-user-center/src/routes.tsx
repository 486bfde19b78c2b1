import type { ReactNode } from 'react';
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
import { UserCentreFrame } from './sidebar/UserCentreSidebar';

/** A page of the user centre: beside the sidebar it publishes, behind the sign-in it needs. */
const page = (title: string, content: ReactNode) => (
  <UserCentreFrame>
    <SignedInPage title={title}>{content}</SignedInPage>
  </UserCentreFrame>
);

/** The routes of mf-user-center: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_user_center',
  claims,
  routes: [
    { path: '/business/center', element: page(pages.businessCenter.title, <BusinessCenterPage />) },
    { path: '/base/info', element: page(pages.baseInfo.title, <BaseInfoPage />) },
    { path: '/contract/*', element: page(pages.contract.title, <ContractPage />) },
    { path: '/download/center', element: page(pages.downloadCenter.title, <DownloadCenterPage />) },
    { path: '/set/center', element: page(pages.settings.title, <SettingsPage />) },
    { path: '/open/service', element: page(pages.openService.title, <OpenServicePage />) },
  ],
};
