import { lazyPage } from '../../components/LazyPage';

/** Loaded on first visit: its chunk carries the rich-text sanitiser. */
export const NewsArticlePage = lazyPage('新闻动态', () => import('./NewsArticlePage'));
