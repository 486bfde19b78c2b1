import { Suspense, lazy } from 'react';

export { ForbiddenPage } from './Forbidden';
export { BrowserHelpPage } from './BrowserHelp';
export { NotFoundPage } from './NotFound';

// /testApi is built on the UI kit: it loads on its own route only, never with the home page.
const TestApiPage = lazy(() => import('./TestApi').then((m) => ({ default: m.TestApiPage })));

export function TestApiRoute() {
  return (
    <Suspense fallback={null}>
      <TestApiPage />
    </Suspense>
  );
}

// /__portal (diagnostics, for remote teams and QA) loads on its own route only.
const DiagnosticsPage = lazy(() => import('./Diagnostics').then((m) => ({ default: m.DiagnosticsPage })));

export function DiagnosticsRoute() {
  return (
    <Suspense fallback={null}>
      <DiagnosticsPage />
    </Suspense>
  );
}
