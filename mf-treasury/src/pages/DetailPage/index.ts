export { DetailPage } from './DetailPage';
