export { ContractPage } from './ContractPage';
