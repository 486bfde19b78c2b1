import { titles } from '../i18n/zh-CN/titles';
import { isProductKey, productName } from '../products/catalog';
import { pathHasPrefix } from './claims';
import { ROUTES, sectionOf } from './routes';

/**
 * Document titles, once for the whole portal. The shell sets a default title for every route
 * from the table below (longest prefix wins); a page that knows better (a news article, a help
 * topic) refines it with its item's name through `refinePageTitle` (`usePageTitle` in @portal/ui).
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = titles.pages;

const PREFIXES = Object.keys(PAGE_TITLES).sort((a, b) => b.length - a.length);

/** The full title for a page name: "page - portal", or the portal's name alone. */
export function documentTitle(pageName?: string): string {
  return pageName ? `${pageName}${titles.separator}${titles.brand}` : titles.brand;
}

/** The page name for a router path (no `/cWeb`): a product page is its product's name. */
export function routeTitle(pathname: string): string | undefined {
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product) return isProductKey(product[1]) ? `${productName(product[1])}${titles.separator}${PAGE_TITLES[sectionOf(ROUTES.home.product)]}` : titles.notFound;
  const prefix = PREFIXES.find((p) => pathHasPrefix(pathname, p));
  return prefix && PAGE_TITLES[prefix];
}

/** The name shown for a page that does not exist. */
export const NOT_FOUND_TITLE: string = titles.notFound;

const refinements = new Map<string, string>();

/**
 * A page's own name for the URL it is shown at (`location.pathname`, base included); returns
 * the function that withdraws it. The shell prefers it to the table's default for that URL.
 */
export function refinePageTitle(url: string, pageName: string): () => void {
  refinements.set(url, pageName);
  return () => {
    if (refinements.get(url) === pageName) refinements.delete(url);
  };
}

/** The refined page name for a URL, if the page gave one. */
export function refinedPageTitle(url: string): string | undefined {
  return refinements.get(url);
}
