import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkProductPermission, openBusinessSystem, type ProductKey } from '@portal/core';
import { usePortalSession } from '../session-hooks';
import { runPersonalEntry, runProductEntry, type ProductEntryDeps, type ProductEntryOptions, type ProductEntryOutcome } from './runProductEntry';

/** The acknowledge-only notice; the UI kit (shared, not on the first page) loads when one opens. */
async function showNotice(text: string): Promise<void> {
  const { showAckNotice } = await import('@portal/ui/kit');
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
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

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

  const once = useCallback(async (run: () => Promise<ProductEntryOutcome>): Promise<ProductEntryOutcome> => {
    // A second press while the first is still loading would open two notices or two tabs.
    if (running.current) return 'cancelled';
    running.current = true;
    setBusy(true);
    try {
      return await run();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const enter = useCallback((product: ProductKey, options: ProductEntryOptions = {}) => once(() => runProductEntry(product, options, deps)), [once, deps]);
  const enterPersonal = useCallback((options: Pick<ProductEntryOptions, 'loginKey'> = {}) => once(() => runPersonalEntry(deps, options)), [once, deps]);
  return { enter, enterPersonal, busy };
}
