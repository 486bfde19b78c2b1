import { useEffect } from 'react';
import { documentTitle, refinePageTitle } from '@portal/core';

/**
 * Names the page in the browser tab ("name - portal") once the page knows its item's name (a
 * news article's title, a help topic). Until then, and for pages that do not call it, the
 * shell's default title for the route stays. Pass undefined while the item is loading.
 */
export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    if (!name) return undefined;
    document.title = documentTitle(name);
    return refinePageTitle(window.location.pathname, name);
  }, [name]);
}
