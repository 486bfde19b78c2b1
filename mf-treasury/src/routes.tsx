import { Navigate } from 'react-router-dom';
import type { RemoteDefinition } from '@portal/ui';
import { TreasuryPage } from './components/TreasuryFrame';
import { claims } from './claims';
import { treasury as t } from './i18n/zh-CN/treasury';

/**
 * The routes of mf-treasury: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages (treasury layout).
 * Each page is its own chunk: the frame (brand, sections, page title) paints at once, the page's kit parts load after it.
 */
export const remote: RemoteDefinition = {
  name: 'mf_treasury',
  claims,
  routes: [
    // detail is the default page (spec 000 section 2).
    { path: '/treasuryFront', element: <Navigate to="/treasuryFront/detail" replace /> },
    { path: '/treasuryFront/detail', element: <TreasuryPage title={t.frame.detail} page="detail" /> },
    { path: '/treasuryFront/result', element: <TreasuryPage title={t.result.title} page="result" /> },
    { path: '/treasuryFront/list', element: <TreasuryPage title={t.frame.list} page="list" /> },
    { path: '/treasuryFront/temp', element: <TreasuryPage title={t.frame.temp} page="temp" /> },
    { path: '/treasuryFront/productBrochure', element: <TreasuryPage title={t.frame.brochure} page="brochure" /> },
    { path: '/treasuryFront/view/:type/:file', element: <TreasuryPage title={t.view.title} page="view" /> },
  ],
};
