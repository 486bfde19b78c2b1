/** What every session flow module shares: the catalogue, how a failure reads, where home is. */
import { HOME_PATH, isApiError, isShownElsewhere } from '@portal/core';
import { messages } from '../../i18n';
import type { SessionDeps } from '../deps';

export const t = messages.session;

/** Failures that already have their own UI (expiry, blocking notice) or none (a cancelled duplicate). */
export const handledElsewhere = isShownElsewhere;

export const messageOf = (error: unknown, fallback: string): string => (isApiError(error) ? error.message : fallback);

/** The router path without its query or hash. */
export const pathOf = (routerPath: string): string => routerPath.split(/[?#]/)[0];

export function goHome(deps: SessionDeps): void {
  if (pathOf(deps.currentPath()) !== HOME_PATH) deps.navigate(HOME_PATH);
}
