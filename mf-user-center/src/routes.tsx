import type { RemoteDefinition } from '@portal/ui';
import { BusinessCenterPage } from './pages/BusinessCenterPage';
import { BaseInfoPage } from './pages/BaseInfoPage';
import { ContractPage } from './pages/ContractPage';
import { DownloadCenterPage } from './pages/DownloadCenterPage';
import { SettingsPage } from './pages/SettingsPage';
import { OpenServicePage } from './pages/OpenServicePage';

/** The routes of mf-user-center: the prefixes it claims in remotes.json, and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_user_center',
  prefixes: ["/business/center","/base/info","/contract","/download/center","/set/center","/open/service"],
  routes: [
    { path: '/business/center', element: <BusinessCenterPage /> },
    { path: '/base/info', element: <BaseInfoPage /> },
    { path: '/contract/*', element: <ContractPage /> },
    { path: '/download/center', element: <DownloadCenterPage /> },
    { path: '/set/center', element: <SettingsPage /> },
    { path: '/open/service', element: <OpenServicePage /> },
  ],
};
