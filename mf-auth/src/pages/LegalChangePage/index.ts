export { LegalChangePage } from './LegalChangePage';
