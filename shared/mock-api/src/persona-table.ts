/**
 * The demo personas' password and the mobiles of the spec's persona table: what tests and tools
 * sign in with. No imports, so the e2e suite reads it as `@portal/mock-api/personas`.
 */

export const DEMO_PASSWORD = 'Portal@2026abc';

/** Mobiles of the spec's persona table, for tests and tools. */
export const PersonaMobile = {
  oneCompany: '13800000000',
  threeCompanies: '13800000001',
  unauthenticated: '13800000002',
  weakPassword: '13800000003',
  notActivated: '13800000004',
  unregistered: '13900000000',
  personal2Passed: '13800000010',
  lastAttemptFailed: '13800000011',
  upgrade: '13800000012',
  bankCardNoFace: '13800000013',
  personalNoCompany: '13800000014',
} as const;
