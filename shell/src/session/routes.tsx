import { Suspense, lazy, type ReactNode } from 'react';
import { afterFirstPaint } from '@portal/ui';
import { ROUTES } from '@portal/core';
import { SessionFrame } from './pages/SessionFrame';

// Each sign-in page loads on first visit, with the UI kit: the home page never pays for them.
// The frame (brand and card) is drawn at once, and painted before the page's files are requested
// (see afterFirstPaint); the page fills the card when it arrives.
// The login page needs no kit (its form's fields are @portal/ui/fields; see LoginForm).
const LoginPage = lazy(() => afterFirstPaint().then(() => import('./pages/LoginPage')));
const IamLoginPage = lazy(() => afterFirstPaint().then(() => import('./pages/IamLoginPage')));
const PasswordPage = lazy(() => afterFirstPaint().then(() => import('./pages/PasswordPage')));

const page = (element: ReactNode) => (
  <SessionFrame>
    <Suspense fallback={null}>{element}</Suspense>
  </SessionFrame>
);

/** The shell's sign-in routes (spec 000 section 2): /login, /login/byIam, /updatePw, /forget. */
export const SESSION_ROUTES: { path: string; element: ReactNode }[] = [
  { path: ROUTES.shell.login.path, element: page(<LoginPage />) },
  { path: ROUTES.shell.loginByIam.path, element: page(<IamLoginPage />) },
  { path: ROUTES.shell.updatePassword.path, element: page(<PasswordPage source="upPw" />) },
  { path: ROUTES.shell.forgotPassword.path, element: page(<PasswordPage source="forget" />) },
];
