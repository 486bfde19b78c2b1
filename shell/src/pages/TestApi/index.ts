export { TestApiPage } from './TestApiPage';
