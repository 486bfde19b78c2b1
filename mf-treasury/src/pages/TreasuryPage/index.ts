export { TreasuryPage } from './TreasuryPage';
