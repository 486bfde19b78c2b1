import { useAction } from '../content/useAction';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkProductPermission, openBusinessSystem, type ProductKey } from '@portal/core';
import { usePortalSession } from '../session-hooks';
import { runPersonalEntry, runProductEntry, type ProductEntryDeps, type ProductEntryOptions, type ProductEntryOutcome } from './runProductEntry';

/** The acknowledge-only notice; the UI kit (shared, not on the first page) loads when one opens. */
async function showNotice(text: string): Promise<void> {
  const { showAckNotice } = await import('@portal/ui/kit/AckNotice');
  await showAckNotice(text);
}

export interface ProductEntry {
  /** What a product's button does: sign in, the authentication checks, then the business system. */
  enter(product: ProductKey, options?: ProductEntryOptions): Promise<ProductEntryOutcome>;
  /** What 实名认证 does: sign in, then personal authentication where it stands. */
  enterPersonal(options?: Pick<ProductEntryOptions, 'loginKey'>): Promise<ProductEntryOutcome>;
  /** An entry is running: its button should not start another. */
  busy: boolean;
}

/** The one product-entry flow for every product button of every remote (inside the remote's router). */
export function useProductEntry(): ProductEntry {
  const session = usePortalSession();
  const navigate = useNavigate();

  const deps = useMemo<ProductEntryDeps>(
    () => ({
      store: session.store,
      requestLogin: session.requestLogin,
      refreshAuth: session.refreshAuth,
      checkPermission: (request) => checkProductPermission(request),
      navigate: (path) => navigate(path),
      notify: showNotice,
      openBusiness: (key, sameTab) => openBusinessSystem(key, { sameTab }),
    }),
    [session, navigate],
  );

  // A second press while the first is still loading would open two notices or two tabs: refused.
  const entering = useAction((run: () => Promise<ProductEntryOutcome>) => run());
  const { run: runOnce, busy } = entering;
  const once = useCallback(async (run: () => Promise<ProductEntryOutcome>): Promise<ProductEntryOutcome> => (await runOnce(run)) ?? 'cancelled', [runOnce]);

  const enter = useCallback((product: ProductKey, options: ProductEntryOptions = {}) => once(() => runProductEntry(product, options, deps)), [once, deps]);
  const enterPersonal = useCallback((options: Pick<ProductEntryOptions, 'loginKey'> = {}) => once(() => runPersonalEntry(deps, options)), [once, deps]);
  return { enter, enterPersonal, busy };
}
