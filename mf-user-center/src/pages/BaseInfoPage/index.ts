export { BaseInfoPage } from './BaseInfoPage';
