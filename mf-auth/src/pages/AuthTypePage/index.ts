export { AuthTypePage } from './AuthTypePage';
