export { BusinessCenterPage } from './BusinessCenterPage';
