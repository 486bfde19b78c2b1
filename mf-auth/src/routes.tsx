import { Navigate } from 'react-router-dom';
import { lazyPage, type RemoteDefinition } from '@portal/ui';
import { claims } from './claims';

// Each page in a chunk of its own: a first view fetches only its page's code and kit parts.
const AuthCertificatePage = lazyPage(() => import('./pages/AuthCertificatePage').then((m) => m.AuthCertificatePage));
const AuthTypePage = lazyPage(() => import('./pages/AuthTypePage').then((m) => m.AuthTypePage));
const AuthResultPage = lazyPage(() => import('./pages/AuthResultPage').then((m) => m.AuthResultPage));
const SelectProductPage = lazyPage(() => import('./pages/SelectProductPage').then((m) => m.SelectProductPage));
const EnterpriseRoute = lazyPage(() => import('./enterprise/EnterpriseRoute').then((m) => m.EnterpriseRoute));
const ChangeRoute = lazyPage(() => import('./flows/change/ChangeRoutes').then((m) => m.ChangeRoute));

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
