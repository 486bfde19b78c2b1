export { TreasuryFrame, TreasuryPage } from './TreasuryFrame';
