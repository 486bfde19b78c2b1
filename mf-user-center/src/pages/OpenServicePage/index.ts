export { OpenServicePage } from './OpenServicePage';
