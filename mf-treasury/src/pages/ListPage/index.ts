export { ListPage } from './ListPage';
