import { useSyncExternalStore } from 'react';

/** Where the contract list is cards, not a table (contract.css hides the other the same way). */
export const NARROW = '(max-width: 600px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : undefined);

/** Whether the screen is narrow now. */
export const isNarrow = (): boolean => media()?.matches ?? false;

/** Whether the screen is narrow, following a resize or rotation. */
export function useNarrow(): boolean {
  return useSyncExternalStore((changed) => {
    const query = media();
    query?.addEventListener('change', changed);
    return () => query?.removeEventListener('change', changed);
  }, isNarrow);
}
