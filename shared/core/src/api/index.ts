export type { TreasuryProduct, ApplicationStatus } from './treasury';
export * from './auth';
