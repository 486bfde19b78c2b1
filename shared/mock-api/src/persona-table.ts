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

/** The enterprise personas 13800000020-28 and 40-42 (auth-world/enterprise-personas.ts seeds them): one per step a page can be entered at. */
export const EnterprisePersonaMobile = {
  legalPersonNoCompany: '13800000020',
  ent4Finished: '13800000021',
  remittanceApplied: '13800000022',
  remittanceVerified: '13800000023',
  submitMaterials: '13800000024',
  businessReject: '13800000025',
  individualEnt4Failed: '13800000026',
  administratorVerified: '13800000027',
  expired: '13800000028',
  administratorEnt4Failed: '13800000040',
  ddbMode2: '13800000041',
  remittanceTriesUsed: '13800000042',
} as const;

/** The change personas 13800000030-32 (auth-world/change-personas.ts seeds them and their changes). */
export const ChangePersonaMobile = {
  /** 陆鸣: administrator of 锦程 (a legal-representative change awaiting the new legal representative) and of 恒信 (none yet). */
  legalChangeAdmin: '13800000030',
  /** 方睿: the new legal representative named in 锦程's change. */
  newLegal: '13800000031',
  /** 彭越: applied to become administrator of 盛元 (awaiting its legal representative); linked to 赣江 too (may apply). */
  adminChangeApplicant: '13800000032',
} as const;
