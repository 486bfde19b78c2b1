import type { RouteClaim } from '@portal/core';

/**
 * The paths this remote claims and the layout each is shown in. Pure data: the build reads it to
 * write remotes.json (see @portal/build), and routes.tsx declares it as the remote's claims.
 */
export const claims: readonly RouteClaim[] = [
  { prefix: '/business/center', layout: 'user-centre' },
  { prefix: '/base/info', layout: 'user-centre' },
  { prefix: '/contract', layout: 'user-centre' },
  { prefix: '/download/center', layout: 'user-centre' },
  { prefix: '/set/center', layout: 'user-centre' },
  { prefix: '/open/service', layout: 'user-centre' },
];
