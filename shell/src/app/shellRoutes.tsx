import { Suspense, lazy, type ReactNode } from 'react';
import { BrowserHelpPage, DiagnosticsRoute, ForbiddenPage, TestApiRoute } from '../pages';
import { SESSION_ROUTES } from '../session/routes';
import { SessionFrame } from '../session/pages/SessionFrame';

// The QA console's sign-in (README "QA console"): loaded on its own route only.
const QaSignInPage = lazy(() => import('../session/qa/QaSignInPage'));

export interface ShellRoute {
  path: string;
  element: ReactNode;
}

/** The plain routes the shell owns itself (spec 000 section 2). */
export const SHELL_ROUTES: ShellRoute[] = [
  ...SESSION_ROUTES,
  { path: '/403', element: <ForbiddenPage /> },
  { path: '/browserHelp', element: <BrowserHelpPage /> },
  { path: '/testApi', element: <TestApiRoute /> },
  {
    path: '/__qa/sign-in',
    element: (
      <SessionFrame>
        <Suspense fallback={null}>
          <QaSignInPage />
        </Suspense>
      </SessionFrame>
    ),
  },
  // Diagnostics for a remote's team and QA: signed out too, linked from nowhere.
  { path: '/__portal', element: <DiagnosticsRoute /> },
];
