import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { untilFirstView, type PageRoute } from '@portal/ui';
import { ROUTES } from '@portal/core';
import { SessionFrame } from './pages/SessionFrame';

/**
 * A sign-in page, loaded on first visit, with the UI kit: the home page never pays for it. Its
 * code is asked for at the first view's `paint` moment: the frame (brand and card) is drawn at once
 * and painted before the page's files are requested; the page fills the card when it arrives.
 * `preload` (the route's `page`) starts the same load.
 */
function sessionPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= untilFirstView('paint').then(load));
  return Object.assign(lazy(start), { preload: () => start().then(() => undefined) });
}

// The login page needs no kit (its form's fields are @portal/ui/fields; see LoginForm).
const LoginPage = sessionPage(() => import('./pages/LoginPage'));
const IamLoginPage = sessionPage(() => import('./pages/IamLoginPage'));
const PasswordPage = sessionPage(() => import('./pages/PasswordPage'));

const frame = (element: ReactNode) => (
  <SessionFrame>
    <Suspense fallback={null}>{element}</Suspense>
  </SessionFrame>
);

/** The shell's sign-in routes (spec 000 section 2): /login, /login/byIam, /updatePw, /forget; each page's code as data (`page`). */
export const SESSION_ROUTES: PageRoute[] = [
  { path: ROUTES.shell.login.path, page: LoginPage, element: frame(<LoginPage />) },
  { path: ROUTES.shell.loginByIam.path, page: IamLoginPage, element: frame(<IamLoginPage />) },
  { path: ROUTES.shell.updatePassword.path, page: PasswordPage, element: frame(<PasswordPage source="upPw" />) },
  { path: ROUTES.shell.forgotPassword.path, page: PasswordPage, element: frame(<PasswordPage source="forget" />) },
];
