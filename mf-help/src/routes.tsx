import { Navigate } from 'react-router-dom';
import type { RemoteDefinition } from '@portal/ui';
import { ROUTES } from '@portal/core';
import { DEFAULT_TOPIC, HELP_TOPICS, topicPageTitle } from './content/topics';
import { HelpPage } from './pages/HelpPage';
import { claims } from './claims';

/** The routes of mf-help: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages (one per help topic). */
export const remote: RemoteDefinition = {
  name: 'mf_help',
  claims,
  routes: [
    // The QA harness labels each topic's link with its page title.
    ...HELP_TOPICS.map((topic) => ({ path: topic.path, title: topicPageTitle(topic), element: <HelpPage topic={topic} /> })),
    // loginRegister is the default page (spec 000 section 2).
    { path: ROUTES.help.index.path, element: <Navigate to={DEFAULT_TOPIC.path} replace /> },
  ],
};
