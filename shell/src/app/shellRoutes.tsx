import { Suspense, lazy } from 'react';
import { ROUTES } from '@portal/core';
import type { PageRoute } from '@portal/ui';
import { BrowserHelpPage, DiagnosticsRoute, ForbiddenPage, TestApiRoute } from '../pages';
import { SESSION_ROUTES } from '../session/routes';
import { SessionFrame } from '../session/pages/SessionFrame';

// The QA console's sign-in (README "QA console"): loaded on its own route only.
const QaSignInPage = lazy(() => import('../session/qa/QaSignInPage'));

/** A route of the shell's own: its path, what it renders and, for a lazy page, its code (`page`). */
export type ShellRoute = PageRoute;

/** The plain routes the shell owns itself (spec 000 section 2). */
export const SHELL_ROUTES: ShellRoute[] = [
  ...SESSION_ROUTES,
  { path: ROUTES.shell.forbidden.path, element: <ForbiddenPage /> },
  { path: ROUTES.shell.browserHelp.path, element: <BrowserHelpPage /> },
  { path: ROUTES.shell.testApi.path, element: <TestApiRoute /> },
  {
    path: ROUTES.shell.qaSignIn.path,
    element: (
      <SessionFrame>
        <Suspense fallback={null}>
          <QaSignInPage />
        </Suspense>
      </SessionFrame>
    ),
  },
  // Diagnostics for a remote's team and QA: signed out too, linked from nowhere.
  { path: ROUTES.shell.diagnostics.path, element: <DiagnosticsRoute /> },
];
