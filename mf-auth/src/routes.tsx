import type { RemoteDefinition } from '@portal/ui';
import { PersonAuthPage } from './pages/PersonAuthPage';
import { EnterpriseAuthPage } from './pages/EnterpriseAuthPage';
import { LegalChangePage } from './pages/LegalChangePage';
import { AdminChangePage } from './pages/AdminChangePage';
import { claims } from './claims';

/** The routes of mf-auth: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_auth',
  claims,
  routes: [
    { path: '/AuthPerson/:step', element: <PersonAuthPage /> },
    { path: '/AuthEnterprise/:step', element: <EnterpriseAuthPage /> },
    { path: '/LegalChange/*', element: <LegalChangePage /> },
    { path: '/AdminChange/*', element: <AdminChangePage /> },
  ],
};
