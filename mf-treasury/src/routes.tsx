import { Navigate } from 'react-router-dom';
import type { RemoteDefinition } from '@portal/ui';
import { BrochurePage } from './pages/BrochurePage';
import { DetailPage } from './pages/DetailPage';
import { ListPage } from './pages/ListPage';
import { ResultPage } from './pages/ResultPage';
import { TempPage } from './pages/TempPage';
import { ViewPage } from './pages/ViewPage';
import { claims } from './claims';

/** The routes of mf-treasury: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages (treasury layout). */
export const remote: RemoteDefinition = {
  name: 'mf_treasury',
  claims,
  routes: [
    // detail is the default page (spec 000 section 2).
    { path: '/treasuryFront', element: <Navigate to="/treasuryFront/detail" replace /> },
    { path: '/treasuryFront/detail', element: <DetailPage /> },
    { path: '/treasuryFront/result', element: <ResultPage /> },
    { path: '/treasuryFront/list', element: <ListPage /> },
    { path: '/treasuryFront/temp', element: <TempPage /> },
    { path: '/treasuryFront/productBrochure', element: <BrochurePage /> },
    { path: '/treasuryFront/view/:type/:file', element: <ViewPage /> },
  ],
};
