export { ProductPage } from './ProductPage';
