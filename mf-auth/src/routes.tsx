import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteDefinition } from '@portal/ui';
import { AdminChangeRoute } from './flows/admin-change/AdminChangeRoute';
import { EnterpriseRoute } from './flows/enterprise/EnterpriseRoute';
import { LegalChangeRoute } from './flows/legal-change/LegalChangeRoute';
import { AuthCertificatePage } from './flows/personal/pages/AuthCertificatePage';
import { AuthResultPage } from './flows/personal/pages/AuthResultPage';
import { AuthTypePage } from './flows/personal/pages/AuthTypePage';
import { SelectProductPage } from './flows/personal/pages/SelectProductPage';
import { AuthQueryRoot } from './flows/shared/query';
import { claims } from './claims';

/** Every page reads and writes through the remote's one query client. */
const page = (element: ReactNode) => <AuthQueryRoot>{element}</AuthQueryRoot>;

/** The routes of mf-auth: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_auth',
  claims,
  routes: [
    { path: '/AuthPerson/AuthCertificate', element: page(<AuthCertificatePage />) },
    { path: '/AuthPerson/AuthType', element: page(<AuthTypePage />) },
    { path: '/AuthPerson/AuthResult', element: page(<AuthResultPage />) },
    { path: '/AuthPerson/SelectProduct', element: page(<SelectProductPage />) },
    // Personal authentication starts at the certificate; the state rule moves the person on from there.
    { path: '/AuthPerson/*', element: <Navigate to="/AuthPerson/AuthCertificate" replace /> },
    { path: '/AuthEnterprise/:step', element: page(<EnterpriseRoute />) },
    { path: '/LegalChange/*', element: page(<LegalChangeRoute />) },
    { path: '/AdminChange/*', element: page(<AdminChangeRoute />) },
  ],
};
