export { SelectProductPage } from './SelectProductPage';
