import { Suspense, lazy } from 'react';

export { NotFoundPage } from './NotFound';

// The plain pages a visitor is sent to (403, an unsupported browser) load on their own route,
// with their styles: the home page never pays for them.
const Forbidden = lazy(() => import('./Forbidden').then((m) => ({ default: m.ForbiddenPage })));
const BrowserHelp = lazy(() => import('./BrowserHelp').then((m) => ({ default: m.BrowserHelpPage })));

export function ForbiddenPage() {
  return (
    <Suspense fallback={null}>
      <Forbidden />
    </Suspense>
  );
}

export function BrowserHelpPage() {
  return (
    <Suspense fallback={null}>
      <BrowserHelp />
    </Suspense>
  );
}

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
