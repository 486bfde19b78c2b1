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
