import { Navigate } from 'react-router-dom';
import type { RemoteDefinition, RemoteRoute } from '@portal/ui';
import { ROUTES } from '@portal/core';
import { TreasuryPage } from './components/TreasuryFrame';
import { pageBody, type TreasuryPageName } from './components/TreasuryFrame/pages';
import { claims } from './claims';
import { treasury as t } from './i18n/zh-CN/treasury';

/**
 * A treasury page: the frame draws at once (no code to load first); its body is what it draws
 * below its heading (`below`: loaded on its render, or with a hover's prefetch).
 */
const route = (path: string, title: string, page: TreasuryPageName): RemoteRoute => ({ path, below: [pageBody(page)], element: <TreasuryPage title={title} page={page} /> });

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
    route(ROUTES.treasury.detail.path, t.frame.detail, 'detail'),
    route(ROUTES.treasury.result.path, t.result.title, 'result'),
    route(ROUTES.treasury.list.path, t.frame.list, 'list'),
    route(ROUTES.treasury.temp.path, t.frame.temp, 'temp'),
    route(ROUTES.treasury.brochure.path, t.frame.brochure, 'brochure'),
    route(ROUTES.treasury.view.path, t.view.title, 'view'),
  ],
};
