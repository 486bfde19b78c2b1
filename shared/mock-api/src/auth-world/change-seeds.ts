/**
 * The change world's records and the personas' seeds for them: a leaf module, so the personas
 * (change-personas.ts) register their changes without importing the change rules (change-state.ts).
 */
import type { AdminChangeStep, AuditRecord, LegalChangeBusinessType, LegalChangeStep, MaterialFile } from '@portal/core';

export interface LegalChangeRecord {
  instId: string;
  creditCode: string;
  businessType: LegalChangeBusinessType;
  step: LegalChangeStep;
  /** The administrator who started it. */
  applicantMobile: string;
  newLegal: { name: string; idNo: string; mobile: string } | null;
  files: Array<MaterialFile & { fileName: string; url: string }>;
  faceId: string | null;
  audits: Array<Omit<AuditRecord, 'entCode'>>;
  updatedAt: number;
}

export interface AdminChangeRecord {
  instId: string;
  creditCode: string;
  step: AdminChangeStep;
  applicantMobile: string;
  applicantName: string;
  applicantIdNo: string;
  legalName: string;
  legalMobile: string;
  refusal: string | null;
  updatedAt: number;
}

export interface ChangeRecords {
  legal: Map<string, LegalChangeRecord>;
  admin: Map<string, AdminChangeRecord>;
  nextId: number;
}

export type ChangeSeed = (records: ChangeRecords) => void;

const seeds: ChangeSeed[] = [];
/** Legal representatives who are not personas: the mobile an administrator change notifies. */
const legalMobiles = new Map<string, string>();

export function registerLegalMobile(creditCode: string, mobile: string): void {
  legalMobiles.set(creditCode, mobile);
}

/** The personas' seeded changes (change-personas.ts registers them). */
export function registerChangeSeed(seed: ChangeSeed): void {
  if (!seeds.includes(seed)) seeds.push(seed);
}

export const changeSeeds = (): readonly ChangeSeed[] => seeds;

export const legalMobileOf = (creditCode: string): string | undefined => legalMobiles.get(creditCode);
