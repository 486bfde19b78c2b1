import { news } from '../../i18n/zh-CN/home';
import { lazyPage } from '../../components/LazyPage';

/** Loaded on first visit: its chunk carries the rich-text sanitiser. */
export const NewsArticlePage = lazyPage(news.title, () => import('./NewsArticlePage'));
