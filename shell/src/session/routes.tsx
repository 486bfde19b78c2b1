import { Suspense, lazy, type ReactNode } from 'react';
import { SessionFrame } from './pages/SessionFrame';

// Each sign-in page loads on first visit, with the UI kit: the home page never pays for them.
// The frame (brand and card) is drawn at once; the page fills the card when it arrives.
const LoginPage = lazy(() => import('./pages/LoginPage'));
const IamLoginPage = lazy(() => import('./pages/IamLoginPage'));
const PasswordPage = lazy(() => import('./pages/PasswordPage'));

const page = (element: ReactNode) => (
  <SessionFrame>
    <Suspense fallback={null}>{element}</Suspense>
  </SessionFrame>
);

/** The shell's sign-in routes (spec 000 section 2): /login, /login/byIam, /updatePw, /forget. */
export const SESSION_ROUTES: { path: string; element: ReactNode }[] = [
  { path: '/login', element: page(<LoginPage />) },
  { path: '/login/byIam', element: page(<IamLoginPage />) },
  { path: '/updatePw', element: page(<PasswordPage source="upPw" />) },
  { path: '/forget', element: page(<PasswordPage source="forget" />) },
];
