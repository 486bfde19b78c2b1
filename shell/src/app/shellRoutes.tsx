import type { ReactNode } from 'react';
import { BrowserHelpPage, DiagnosticsRoute, ForbiddenPage, TestApiRoute } from '../pages';
import { SESSION_ROUTES } from '../session/routes';

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
  // Diagnostics for a remote's team and QA: signed out too, linked from nowhere.
  { path: '/__portal', element: <DiagnosticsRoute /> },
];
