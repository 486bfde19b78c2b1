/**
 * The product-entry flow without React: sign in when needed, load what the rule needs, ask the
 * rule (`productEntryDecision` in @portal/core) and carry out its answer. `useProductEntry` binds
 * it to the session, the remote's router, the bus and the acknowledge-only notice.
 */
import {
  errorMessages,
  LOGIN_DIALOG_KEYS,
  personEntryStep,
  productEntryDecision,
  PRODUCT_SELECTION_PATH,
  type BusinessSystemKey,
  type LoginOutcome,
  type LoginRequest,
  type ProductEntryAction,
  type ProductKey,
  type ProductPermissionRequest,
  type SessionState,
  type SessionStore,
} from '@portal/core';

export interface ProductEntryDeps {
  store: Pick<SessionStore, 'getState'>;
  requestLogin(options?: LoginRequest): Promise<LoginOutcome>;
  /** Reloads the personal info, summary and the current company's enterprise info into the store. */
  refreshAuth(): Promise<void>;
  checkPermission(request: ProductPermissionRequest): Promise<boolean>;
  navigate(path: string): void;
  /** The acknowledge-only notice (提示 / 已知晓); resolves once acknowledged. */
  notify(text: string): Promise<void>;
  openBusiness(key: BusinessSystemKey, sameTab: boolean): void;
}

/** How an entry ended: where it went, or why it stopped. */
export type ProductEntryOutcome = 'cancelled' | 'failed' | 'routed' | 'noticed' | 'opened';

/** What the rule reads of the session. */
function entryInput(state: SessionState) {
  return {
    loggedIn: Boolean(state.token),
    personal: state.personalAuth,
    history: state.history,
    summary: state.summary,
    company: state.currentCompany,
    enterprise: state.enterpriseAuth,
    userUCId: state.userCustmoerId ?? state.user?.userUCId,
  };
}

/** Keys that only open the login dialog (spec 001 section 4); never a business-system key, which the shell would jump to past these rules. */
export type EntryLoginKey = (typeof LOGIN_DIALOG_KEYS)[number];

export interface ProductEntryOptions {
  /** Open the business system in this tab. */
  sameTab?: boolean;
  /** The key the login dialog is asked with when signed out (the home banner's is homeBanner). */
  loginKey?: EntryLoginKey;
}

/** Signs in when signed out; then (always, as the server's state decides) reloads the auth info. */
async function signedInAndLoaded(deps: ProductEntryDeps, loginKey: EntryLoginKey | undefined): Promise<'ready' | 'cancelled' | 'failed'> {
  if (!deps.store.getState().token) {
    const outcome = await deps.requestLogin({ reason: 'productEntry', ...(loginKey ? { key: loginKey } : {}) });
    if (outcome !== 'succeeded' || !deps.store.getState().token) return 'cancelled';
  }
  await deps.refreshAuth();
  if (!deps.store.getState().personalAuth) {
    await deps.notify(errorMessages.infoFailed);
    return 'failed';
  }
  return 'ready';
}

/** Carries out a final action of the rule. */
async function follow(action: Exclude<ProductEntryAction, { kind: 'checkPermission' }>, deps: ProductEntryDeps): Promise<ProductEntryOutcome> {
  switch (action.kind) {
    case 'login':
      return 'cancelled';
    case 'route':
      deps.navigate(action.path);
      return 'routed';
    case 'notice':
    case 'lost':
      await deps.notify(action.text);
      if (action.then) deps.navigate(action.then);
      return 'noticed';
    case 'jump':
      deps.openBusiness(action.key, action.sameTab);
      return 'opened';
  }
}

/** Enters a product: what its button does (spec 000 section 4 "Product entry"). */
export async function runProductEntry(product: ProductKey, { sameTab = false, loginKey }: ProductEntryOptions, deps: ProductEntryDeps): Promise<ProductEntryOutcome> {
  const ready = await signedInAndLoaded(deps, loginKey);
  if (ready !== 'ready') return ready;
  let permitted: boolean | undefined;
  for (;;) {
    const action = productEntryDecision({ ...entryInput(deps.store.getState()), product, sameTab, permitted });
    if (action.kind !== 'checkPermission') return follow(action, deps);
    try {
      permitted = await deps.checkPermission(action.request);
    } catch {
      // The client has told the user why (its catalogue message).
      return 'failed';
    }
  }
}

/**
 * The home page's 实名认证: the same person checks as a product's button; a person already
 * authenticated goes on to choose the product whose enterprise authentication comes next.
 */
export async function runPersonalEntry(deps: ProductEntryDeps, { loginKey }: Pick<ProductEntryOptions, 'loginKey'> = {}): Promise<ProductEntryOutcome> {
  const ready = await signedInAndLoaded(deps, loginKey);
  if (ready !== 'ready') return ready;
  const { personal, history } = entryInput(deps.store.getState());
  return follow(personEntryStep({ personal, history }) ?? { kind: 'route', path: PRODUCT_SELECTION_PATH }, deps);
}
