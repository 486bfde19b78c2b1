export { BrochurePage } from './BrochurePage';
