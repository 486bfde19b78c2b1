export { ListLayout, type ListLayoutProps } from './ListLayout';
