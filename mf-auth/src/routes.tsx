import type { RemoteDefinition } from '@portal/ui';
import { PersonAuthPage } from './pages/PersonAuthPage';
import { EnterpriseAuthPage } from './pages/EnterpriseAuthPage';
import { LegalChangePage } from './pages/LegalChangePage';
import { AdminChangePage } from './pages/AdminChangePage';

/** The routes of mf-auth: the prefixes it claims in remotes.json, and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_auth',
  prefixes: ["/AuthPerson","/AuthEnterprise","/LegalChange","/AdminChange"],
  routes: [
    { path: '/AuthPerson/:step', element: <PersonAuthPage /> },
    { path: '/AuthEnterprise/:step', element: <EnterpriseAuthPage /> },
    { path: '/LegalChange/*', element: <LegalChangePage /> },
    { path: '/AdminChange/*', element: <AdminChangePage /> },
  ],
};
