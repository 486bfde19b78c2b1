import { lazyPage, type RemoteDefinition, type RemoteRoute } from '@portal/ui';
import { ROUTES } from '@portal/core';
import { HomePage } from './pages/HomePage';
import { NewsArticlePage } from './pages/NewsArticlePage';
import { RichTextPage } from './pages/RichTextPage';
import { PRODUCTS, productPath, type CatalogProduct } from './products/catalog';
import { prefetchProductFacts } from './api/content';
import { claims } from './claims';

// The news list's pager and its fields load with the news page, not before the home page's content.
const NewsPage = lazyPage(() => import('./pages/NewsPage').then((m) => m.NewsPage));
// The home page's parcel holds the home page alone: the other pages load on first visit or on the
// shell's hover/focus prefetch (parcel.preload).
const ProductPage = lazyPage(() => import('./pages/ProductPage').then((m) => m.ProductPage));
/**
 * A product's page: what its heading needs is also the product's facts, the page's largest text,
 * so the route's preload (the parcel's mount, the shell's hover prefetch) asks for them beside its
 * code, not after its render.
 */
const productRoute = (product: CatalogProduct): RemoteRoute => ({
  path: productPath(product.key),
  page: ProductPage,
  heading: [
    {
      preload: () => {
        prefetchProductFacts(product.key);
        return Promise.resolve();
      },
    },
  ],
  element: <ProductPage product={product} />,
});
const AboutPage = lazyPage(() => import('./pages/AboutPage').then((m) => m.AboutPage));
const EnterpriseCentrePage = lazyPage(() => import('./pages/EnterpriseCentrePage').then((m) => m.EnterpriseCentrePage));

/**
 * The routes of mf-home-products: the paths it claims (src/claims.ts, written to remotes.json by the build) and its pages. The
 * home page is in the remote's first chunk; pages that show rich text load their code on first
 * visit (the sanitiser stays off the home page).
 */
export const remote: RemoteDefinition = {
  name: 'mf_home_products',
  claims,
  routes: [
    { path: ROUTES.home.index.path, element: <HomePage /> },
    { path: ROUTES.home.news.path, page: NewsPage, element: <NewsPage /> },
    { path: ROUTES.home.newsArticle.path, element: <NewsArticlePage /> },
    { path: ROUTES.home.enterpriseCentre.path, page: EnterpriseCentrePage, element: <EnterpriseCentrePage /> },
    { path: ROUTES.home.about.path, page: AboutPage, element: <AboutPage /> },
    ...PRODUCTS.map(productRoute),
    { path: ROUTES.home.richText.path, element: <RichTextPage /> },
  ],
};
