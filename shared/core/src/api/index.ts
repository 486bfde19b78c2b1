export type { TreasuryProduct, ApplicationStatus } from './treasury';
