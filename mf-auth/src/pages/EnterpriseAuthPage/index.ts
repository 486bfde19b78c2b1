export { EnterpriseAuthPage } from './EnterpriseAuthPage';
