import { Navigate } from 'react-router-dom';
import { ROUTES, isEnterprisePage } from '@portal/core';
import { lazyPage, type LazyPage, type PagePart, type RemoteDefinition, type RemoteRoute } from '@portal/ui';
import { SelectBusinessBody, SelectBusinessPage, STEP_PAGES } from './flows/enterprise/lazyPages';
import { CertificateForm } from './flows/personal/pages/lazy';
import { AuthQueryRoot, belowHeading } from './flows/shared/frameKit';
import { claims } from './claims';

// Each page in a chunk of its own: a first view fetches only its page's code and kit parts, and
// draws its heading before the frame's kit and the code below it (loaded on render, or with a prefetch).
const AuthCertificatePage = lazyPage(() => import('./flows/personal/pages/AuthCertificatePage').then((m) => m.AuthCertificatePage));
const AuthTypePage = lazyPage(() => import('./flows/personal/pages/AuthTypePage').then((m) => m.AuthTypePage));
const AuthResultPage = lazyPage(() => import('./flows/personal/pages/AuthResultPage').then((m) => m.AuthResultPage));
const SelectProductPage = lazyPage(() => import('./flows/personal/pages/SelectProductPage').then((m) => m.SelectProductPage));
const EnterpriseRoute = lazyPage(() => import('./flows/enterprise/EnterpriseRoute').then((m) => m.EnterpriseRoute));
const LegalChangeRoute = lazyPage(() => import('./flows/legal-change/LegalChangeRoute').then((m) => m.LegalChangeRoute));
const AdminChangeRoute = lazyPage(() => import('./flows/admin-change/AdminChangeRoute').then((m) => m.AdminChangeRoute));

/**
 * A page's route. Every page reads and writes through the remote's one query client: in before
 * the page draws its heading, or, `queries: false`, put below its heading by the page itself
 * (AuthFrame's body), so its first view does not wait for TanStack Query's code (the flow's state
 * is read without it). `below`: what the page draws below its heading besides the frame's parts.
 */
function route(
  path: string,
  Page: LazyPage<object>,
  { queries = true, below = [], heading = [] }: { queries?: boolean; below?: readonly PagePart[]; heading?: RemoteRoute['heading'] } = {},
): RemoteRoute {
  const own = typeof heading === 'function' ? heading : () => heading;
  return {
    path,
    page: Page,
    heading: (params) => [...(queries ? [AuthQueryRoot] : []), ...own(params)],
    below: belowHeading(...below),
    element: queries ? (
      <AuthQueryRoot>
        <Page />
      </AuthQueryRoot>
    ) : (
      <Page />
    ),
  };
}

/** The routes of mf-auth: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_auth',
  claims,
  routes: [
    route(ROUTES.auth.person.AuthCertificate.path, AuthCertificatePage, { queries: false, below: [CertificateForm] }),
    route(ROUTES.auth.person.AuthType.path, AuthTypePage),
    route(ROUTES.auth.person.AuthResult.path, AuthResultPage),
    route(ROUTES.auth.person.SelectProduct.path, SelectProductPage),
    // Personal authentication starts at the certificate; the state rule moves the person on from there.
    { path: '/AuthPerson/*', element: <Navigate to={ROUTES.auth.person.AuthCertificate.path} replace /> },
    // An enterprise visit starts at SelectBusiness (a prefetch of the route loads its page and body
    // too); the step opened loads its page with the route's code.
    route('/AuthEnterprise/:step', EnterpriseRoute, {
      queries: false,
      below: [SelectBusinessPage, SelectBusinessBody],
      heading: ({ step }) => (isEnterprisePage(step) ? [STEP_PAGES[step]] : []),
    }),
    route('/LegalChange/*', LegalChangeRoute),
    route('/AdminChange/*', AdminChangeRoute),
  ],
};
