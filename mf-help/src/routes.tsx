import { Navigate } from 'react-router-dom';
import type { RemoteDefinition } from '@portal/ui';
import { DEFAULT_TOPIC, HELP_TOPICS } from './content/topics';
import { HelpPage } from './pages/HelpPage';

/** The routes of mf-help: the prefixes it claims in remotes.json, and its pages (one per help topic). */
export const remote: RemoteDefinition = {
  name: 'mf_help',
  prefixes: ['/helpCenter'],
  routes: [
    ...HELP_TOPICS.map((topic) => ({ path: topic.path, element: <HelpPage topic={topic} /> })),
    // loginRegister is the default page (spec 000 section 2).
    { path: '/helpCenter', element: <Navigate to={DEFAULT_TOPIC.path} replace /> },
  ],
};
