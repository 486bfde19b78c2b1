export { ResultPage } from './ResultPage';
