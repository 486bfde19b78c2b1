import type { RemoteDefinition } from '@portal/ui';
import { BusinessCenterPage } from './pages/BusinessCenterPage';
import { BaseInfoPage } from './pages/BaseInfoPage';
import { ContractPage } from './pages/ContractPage';
import { DownloadCenterPage } from './pages/DownloadCenterPage';
import { SettingsPage } from './pages/SettingsPage';
import { OpenServicePage } from './pages/OpenServicePage';
import { claims } from './claims';

/** The routes of mf-user-center: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_user_center',
  claims,
  routes: [
    { path: '/business/center', element: <BusinessCenterPage /> },
    { path: '/base/info', element: <BaseInfoPage /> },
    { path: '/contract/*', element: <ContractPage /> },
    { path: '/download/center', element: <DownloadCenterPage /> },
    { path: '/set/center', element: <SettingsPage /> },
    { path: '/open/service', element: <OpenServicePage /> },
  ],
};
