import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { hasCome, markFirstContent, subscribe, type FirstViewMoment } from './firstView';

/**
 * Whether `moment` of the document's first view has come (see firstView.ts), re-rendering when it
 * does. The page's calls below its first view and a treasury page's body wait for `heading`.
 */
export function useFirstView(moment: FirstViewMoment): boolean {
  const listen = useCallback((listener: () => void) => subscribe(moment, listener), [moment]);
  return useSyncExternalStore(listen, () => hasCome(moment));
}

/** Marks the page's first content when it commits: beside a page of the shell's own, or a failure shown in the page's place. */
export function FirstContentMark(): null {
  useEffect(() => markFirstContent(), []);
  return null;
}
