import type { RemoteDefinition } from '@portal/ui';
import { TreasuryPage } from './pages/TreasuryPage';

/** The routes of mf-treasury: the prefixes it claims in remotes.json, and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_treasury',
  prefixes: ["/treasuryFront"],
  routes: [
    { path: '/treasuryFront/*', element: <TreasuryPage /> },
  ],
};
