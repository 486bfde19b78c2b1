import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, refinedPageTitle, routeTitle } from '@portal/core';

/**
 * Sets the browser tab's title on every navigation, whichever app renders the page: the page's
 * own name if it gave one for this URL (usePageTitle in @portal/ui), else the route's default
 * from the core table.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  // In the commit that draws the route, not after it (a passive effect waits for the page's slices).
  useLayoutEffect(() => {
    document.title = documentTitle(refinedPageTitle(window.location.pathname) ?? routeTitle(pathname));
  }, [pathname]);
}
