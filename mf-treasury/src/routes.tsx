import { Navigate } from 'react-router-dom';
import type { RemoteDefinition } from '@portal/ui';
import { ROUTES } from '@portal/core';
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
    { path: ROUTES.treasury.index.path, element: <Navigate to={ROUTES.treasury.detail.href()} replace /> },
    { path: ROUTES.treasury.detail.path, element: <TreasuryPage title={t.frame.detail} page="detail" /> },
    { path: ROUTES.treasury.result.path, element: <TreasuryPage title={t.result.title} page="result" /> },
    { path: ROUTES.treasury.list.path, element: <TreasuryPage title={t.frame.list} page="list" /> },
    { path: ROUTES.treasury.temp.path, element: <TreasuryPage title={t.frame.temp} page="temp" /> },
    { path: ROUTES.treasury.brochure.path, element: <TreasuryPage title={t.frame.brochure} page="brochure" /> },
    { path: ROUTES.treasury.view.path, element: <TreasuryPage title={t.view.title} page="view" /> },
  ],
};
