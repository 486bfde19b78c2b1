export { ForbiddenPage } from './ForbiddenPage';
