export { EnterpriseCentrePage } from './EnterpriseCentrePage';
