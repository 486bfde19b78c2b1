export { AuthResultPage } from './AuthResultPage';
