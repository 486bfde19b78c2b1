import { Navigate } from 'react-router-dom';
import type { RemoteDefinition } from '@portal/ui';
import { AuthCertificatePage } from './pages/AuthCertificatePage';
import { AuthTypePage } from './pages/AuthTypePage';
import { AuthResultPage } from './pages/AuthResultPage';
import { SelectProductPage } from './pages/SelectProductPage';
import { EnterpriseRoute } from './enterprise/EnterpriseRoute';
import { ChangeRoute } from './flows/change/ChangeRoutes';
import { claims } from './claims';

/** The routes of mf-auth: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_auth',
  claims,
  routes: [
    { path: '/AuthPerson/AuthCertificate', element: <AuthCertificatePage /> },
    { path: '/AuthPerson/AuthType', element: <AuthTypePage /> },
    { path: '/AuthPerson/AuthResult', element: <AuthResultPage /> },
    { path: '/AuthPerson/SelectProduct', element: <SelectProductPage /> },
    // Personal authentication starts at the certificate; the state rule moves the person on from there.
    { path: '/AuthPerson/*', element: <Navigate to="/AuthPerson/AuthCertificate" replace /> },
    { path: '/AuthEnterprise/:step', element: <EnterpriseRoute /> },
    { path: '/LegalChange/*', element: <ChangeRoute kind="legal" /> },
    { path: '/AdminChange/*', element: <ChangeRoute kind="admin" /> },
  ],
};
