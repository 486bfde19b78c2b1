import { lazyPage, type LazyPage, type PagePart, type RemoteDefinition, type RemoteRoute } from '@portal/ui';
import { claims } from './claims';
import { SignedInPage, UserCentreQueryRoot } from './components/SignedInPage';
import { pages } from './i18n/zh-CN/pages';
import { BusinessCenterCompany, BusinessCenterContent } from './pages/BusinessCenterPage/content';
import { ContractList, ContractRoutes, ContractTable } from './pages/ContractPage/lazy';
import { isNarrow } from './pages/ContractPage/narrow';
import { UserCentreFrame } from './sidebar/UserCentreSidebar';

// Each page in a chunk of its own: a first view fetches only its page's code and kit parts, and
// draws its heading before the code below it (`below`: loaded on render, or with a prefetch).
const BusinessCenterPage = lazyPage(() => import('./pages/BusinessCenterPage').then((m) => m.BusinessCenterPage));
const BaseInfoPage = lazyPage(() => import('./pages/BaseInfoPage').then((m) => m.BaseInfoPage));
// The list is where a visit to the contracts starts (the other contract pages are a click from it).
const ContractPage = lazyPage(() => import('./pages/ContractPage').then((m) => m.ContractPage));
const DownloadCenterPage = lazyPage(() => import('./pages/DownloadCenterPage').then((m) => m.DownloadCenterPage));
const SettingsPage = lazyPage(() => import('./pages/SettingsPage').then((m) => m.SettingsPage));
const OpenServicePage = lazyPage(() => import('./pages/OpenServicePage').then((m) => m.OpenServicePage));

/**
 * A page of the user centre: beside the sidebar it publishes, behind the sign-in it needs, on the
 * one query client. `queries: false`: the page puts the client below its heading itself (then it
 * is one of its `below` parts); otherwise the client is in before the page draws its heading.
 */
function route(path: string, title: string, Page: LazyPage<object>, { queries = true, below = [] }: { queries?: boolean; below?: readonly PagePart[] } = {}): RemoteRoute {
  return {
    path,
    page: Page,
    heading: queries ? [UserCentreQueryRoot] : [],
    below,
    element: (
      <UserCentreFrame>
        <SignedInPage title={title}>{queries ? <UserCentreQueryRoot><Page /></UserCentreQueryRoot> : <Page />}</SignedInPage>
      </UserCentreFrame>
    ),
  };
}

/** The routes of mf-user-center: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_user_center',
  claims,
  routes: [
    route('/business/center', pages.businessCenter.title, BusinessCenterPage, { queries: false, below: [BusinessCenterCompany, UserCentreQueryRoot, BusinessCenterContent] }),
    route('/base/info', pages.baseInfo.title, BaseInfoPage),
    route('/contract/*', pages.contract.title, ContractPage, {
      queries: false,
      // The table only where it shows (a phone draws cards).
      below: [UserCentreQueryRoot, ContractRoutes, ContractList, { preload: () => (isNarrow() ? Promise.resolve() : ContractTable.preload()) }],
    }),
    route('/download/center', pages.downloadCenter.title, DownloadCenterPage),
    route('/set/center', pages.settings.title, SettingsPage),
    route('/open/service', pages.openService.title, OpenServicePage),
  ],
};
