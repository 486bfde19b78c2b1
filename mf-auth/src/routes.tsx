import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES, isEnterprisePage } from '@portal/core';
import { lazyPage, type RemoteDefinition } from '@portal/ui';
import { SelectBusinessBody, SelectBusinessPage, STEP_PAGES } from './flows/enterprise/lazyPages';
import { CertificateForm } from './flows/personal/pages/lazy';
import { AuthQueryRoot, belowHeading } from './flows/shared/frameKit';
import { claims } from './claims';

// Each page in a chunk of its own: a first view fetches only its page's code and kit parts, and
// draws its heading before the frame's kit and the code below it (loaded on render, or with a prefetch).
const AuthCertificatePage = lazyPage(() => import('./flows/personal/pages/AuthCertificatePage').then((m) => m.AuthCertificatePage), belowHeading(CertificateForm));
const AuthTypePage = lazyPage(() => import('./flows/personal/pages/AuthTypePage').then((m) => m.AuthTypePage), belowHeading());
const AuthResultPage = lazyPage(() => import('./flows/personal/pages/AuthResultPage').then((m) => m.AuthResultPage), belowHeading());
const SelectProductPage = lazyPage(() => import('./flows/personal/pages/SelectProductPage').then((m) => m.SelectProductPage), belowHeading());
// An enterprise visit starts at SelectBusiness (a prefetch of the route loads its page and body too);
// the step opened loads its page with the route's code.
const EnterpriseRoute = lazyPage(() => import('./flows/enterprise/EnterpriseRoute').then((m) => m.EnterpriseRoute), {
  ...belowHeading(SelectBusinessPage, SelectBusinessBody),
  heading: ({ step }) => (isEnterprisePage(step) ? [STEP_PAGES[step]] : []),
});
const LegalChangeRoute = lazyPage(() => import('./flows/legal-change/LegalChangeRoute').then((m) => m.LegalChangeRoute), belowHeading());
const AdminChangeRoute = lazyPage(() => import('./flows/admin-change/AdminChangeRoute').then((m) => m.AdminChangeRoute), belowHeading());

/**
 * Every page reads and writes through the remote's one query client. `queries: false`: the page
 * puts it below its heading itself (AuthFrame's body), so its first view does not wait for
 * TanStack Query's code (the flow's state is read without it).
 */
const page = (element: ReactNode, { queries = true } = {}) => (queries ? <AuthQueryRoot>{element}</AuthQueryRoot> : element);

/** The routes of mf-auth: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_auth',
  claims,
  routes: [
    { path: ROUTES.auth.person.AuthCertificate.path, element: page(<AuthCertificatePage />, { queries: false }) },
    { path: ROUTES.auth.person.AuthType.path, element: page(<AuthTypePage />) },
    { path: ROUTES.auth.person.AuthResult.path, element: page(<AuthResultPage />) },
    { path: ROUTES.auth.person.SelectProduct.path, element: page(<SelectProductPage />) },
    // Personal authentication starts at the certificate; the state rule moves the person on from there.
    { path: '/AuthPerson/*', element: <Navigate to={ROUTES.auth.person.AuthCertificate.path} replace /> },
    { path: '/AuthEnterprise/:step', element: page(<EnterpriseRoute />, { queries: false }) },
    { path: '/LegalChange/*', element: page(<LegalChangeRoute />) },
    { path: '/AdminChange/*', element: page(<AdminChangeRoute />) },
  ],
};
