/**
 * The business-system jump (spec 000 section 4). Header and homeBanner open the login dialog. A
 * system key without a token clears and opens login (the jump continues after it); with one, the
 * token is verified; on 200 the data signature is fetched and the signed URL opens in a new tab
 * (or this one); otherwise login opens unless the login-error dialog shows.
 */
import { DEFAULT_BUS_TYPE, getSessionConfig, jumpAfterVerify, jumpStart, signedJumpUrl } from '@portal/core';
import type { SessionDeps } from '../deps';
import { handledElsewhere, messageOf, t } from './common';

export interface JumpOptions {
  sameTab?: boolean;
  busType?: string;
  requestId?: string;
}

export function createBusinessJump(deps: SessionDeps): (key: string, options?: JumpOptions) => Promise<void> {
  const { store, controller } = deps;

  return async function openBusinessSystem(key, options = {}) {
    const { api } = deps;
    const { requestId, sameTab, busType } = options;
    const jump = { sameTab, busType };
    const start = jumpStart(key, !!store.getState().token);
    if (start === 'open-login') {
      controller.openLogin({ key, requestId });
      return;
    }
    if (start === 'unknown-key') {
      deps.notify.error(t.unknownSystem);
      return;
    }
    if (start === 'clear-and-login') {
      store.clear();
      controller.openLogin({ key, requestId, jump });
      return;
    }
    // Opened now, while the click still counts as the user's: a tab opened after the calls would be blocked.
    const tab = sameTab ? null : deps.window.open('', '_blank');
    let verified: boolean;
    try {
      await api.verifyToken();
      verified = true;
    } catch {
      verified = false;
    }
    const next = jumpAfterVerify(verified, controller.getState().expired);
    if (next !== 'sign-and-open') {
      tab?.close();
      if (next === 'open-login') controller.openLogin({ key, requestId, jump });
      return;
    }
    const { token, currentCompany } = store.getState();
    const request = {
      clientId: key,
      busType: busType ?? DEFAULT_BUS_TYPE,
      entCustomerId: currentCompany?.companyUCId ?? '',
      entCode: currentCompany?.creditCode ?? '',
    };
    const landing = getSessionConfig().businessSystemUrl;
    if (!landing) {
      // No business system's address in portal.config.json: nothing to open.
      tab?.close();
      deps.notify.error(t.unknownSystem);
      return;
    }
    let sign: string;
    try {
      sign = await api.dataSign(request);
    } catch (error) {
      tab?.close();
      if (!handledElsewhere(error)) deps.notify.error(messageOf(error, t.unknownSystem));
      return;
    }
    const url = signedJumpUrl(landing(key), { code: token ?? '', ...request, sign }, deps.window.location.origin);
    if (sameTab) {
      deps.window.location.assign(url);
    } else if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      deps.window.open(url, '_blank', 'noopener');
    }
  };
}
