import type { RouteClaim } from '@portal/core';
import { sidebar as sidebarTexts } from './i18n/zh-CN/sidebar';

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

export interface UserCentreSidebarClaim {
  /** The navigation's name. */
  title: string;
  /** Shown when the user's menu resources give no entry (signed out, or an old stored shape). */
  defaults: readonly { label: string; to: string }[];
  /** Claimed paths drawn without the sidebar. */
  hiddenOn: readonly string[];
}

/** The user-centre sidebar this remote publishes beside its pages, as mf-help does the help sidebar. */
export const sidebar: UserCentreSidebarClaim = {
  title: sidebarTexts.title,
  defaults: sidebarTexts.defaults,
  hiddenOn: ['/open/service'],
};
