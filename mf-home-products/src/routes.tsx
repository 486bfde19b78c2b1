import type { RemoteDefinition } from '@portal/ui';
import { HomePage } from './pages/HomePage';
import { NewsPage } from './pages/NewsPage';
import { EnterpriseCentrePage } from './pages/EnterpriseCentrePage';
import { AboutPage } from './pages/AboutPage';
import { ProductPage } from './pages/ProductPage';
import { RichTextPage } from './pages/RichTextPage';

/** The routes of mf-home-products: the prefixes it claims in remotes.json, and its pages. */
export const remote: RemoteDefinition = {
  name: 'mf_home_products',
  prefixes: ["/home","/dynamics","/enterpriseCentre","/aboutUs","/product","/threeEditorShow"],
  routes: [
    { path: '/home/index', element: <HomePage /> },
    { path: '/dynamics/index', element: <NewsPage /> },
    { path: '/enterpriseCentre/index', element: <EnterpriseCentrePage /> },
    { path: '/aboutUs/index', element: <AboutPage /> },
    { path: '/product/:key', element: <ProductPage /> },
    { path: '/threeEditorShow', element: <RichTextPage /> },
  ],
};
