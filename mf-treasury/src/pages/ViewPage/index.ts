export { ViewPage } from './ViewPage';
