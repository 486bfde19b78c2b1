import { lazyPage } from '../../components/LazyPage';

/** Loaded on first visit: its chunk carries the rich-text sanitiser. */
export const RichTextPage = lazyPage('内容展示', () => import('./RichTextPage'));
