export { AdminChangePage } from './AdminChangePage';
