import type { RemoteDefinition } from '@portal/ui';
import { HelpPage } from './pages/HelpPage';

/** The routes of mf-help: the prefixes it claims in remotes.json, and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_help',
  prefixes: ["/helpCenter"],
  routes: [
    { path: '/helpCenter/*', element: <HelpPage /> },
  ],
};
