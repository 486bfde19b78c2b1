export { lazyPage } from './LazyPage';
