import type { RouteClaim } from '@portal/core';

/**
 * The paths this remote claims and the layout each is shown in. Pure data: the build reads it to
 * write remotes.json (see @portal/build), and routes.tsx declares it as the remote's claims.
 */
export const claims: readonly RouteClaim[] = [
  { prefix: '/home', layout: 'main' },
  { prefix: '/dynamics', layout: 'main' },
  { prefix: '/enterpriseCentre', layout: 'main' },
  { prefix: '/aboutUs', layout: 'main' },
  // A product's page shows the facts of the content call.
  { prefix: '/product', layout: 'main', firstCall: true },
  { prefix: '/threeEditorShow', layout: 'plain' },
];
