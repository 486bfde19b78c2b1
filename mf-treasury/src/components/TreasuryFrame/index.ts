export { TreasuryFrame } from './TreasuryFrame';
