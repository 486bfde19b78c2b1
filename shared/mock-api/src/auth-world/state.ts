/**
 * The authentication world's own memory (face checks, pending bank cards, uploads) and the rules
 * that move an account's personal state. MockState holds one AuthWorld and renews it on reset.
 */
import {
  AUTH_CODES,
  type FaceScene,
  type FaceStatus,
  type PersonalFactorCode,
  type UploadType,
} from '@portal/core';
import type { Account, AuthSts, PersonalAuth } from '../model';

/** Face links live this long (the phone page refuses them after). */
export const FACE_TTL_MS = 5 * 60_000;

export interface FaceCheck {
  faceId: string;
  scene: FaceScene;
  mobile: string;
  entCode: string | null;
  contractId: string | null;
  status: Exclude<FaceStatus, 'expired'>;
  reason: string | null;
  createdAt: number;
  expiresAt: number;
}

/** What a bank-card send step left for the confirm step. */
export interface PendingBankCard {
  cardNo: string;
  bankMobile: string;
  bank: string;
}

export interface StoredFile {
  fileId: string;
  fileName: string;
  contentType: string;
  type: UploadType;
  mobile: string;
  bytes: Buffer;
  uploadedAt: number;
}

/** Called when a face check of that scene passes or fails (issues 10 and 12 add legalPerson and contract). */
export type FaceOutcomeHandler = (account: Account, check: FaceCheck, now: number) => void;

export class AuthWorld {
  faceChecks = new Map<string, FaceCheck>();
  latestFaceId: string | null = null;
  /** Keyed by the account's mobile. */
  pendingBankCards = new Map<string, PendingBankCard>();
  files = new Map<string, StoredFile>();
}

/** A waiting check past its expiry reads as expired. */
export function faceStatus(check: FaceCheck, now: number): FaceStatus {
  return check.status === 'waiting' && check.expiresAt <= now ? 'expired' : check.status;
}

const BANK_OR_TELECOM: readonly PersonalFactorCode[] = ['telecomOperators3', 'bankCard4'];

const passed = (personal: PersonalAuth, factor: PersonalFactorCode): boolean => personal.factors[factor]?.sts === 'SUCCESS';

/**
 * The personal status after a factor passed: SUCCESS once personal2 and at least one more factor
 * (telecom, bank card or face) passed, else PROCESSING. Product entry asks more (one of telecom /
 * bank card AND face): that is the portal's rule, not the status.
 */
export function personalStsAfterSuccess(personal: PersonalAuth): AuthSts {
  if (!passed(personal, 'personal2')) return 'PROCESSING';
  return [...BANK_OR_TELECOM, 'livingFace'].some((factor) => passed(personal, factor as PersonalFactorCode)) ? 'SUCCESS' : 'PROCESSING';
}

/** Records a passed factor and moves the status; the last failure is cleared. */
export function passFactor(account: Account, factor: PersonalFactorCode, identity?: { idName: string; idNo: string }): PersonalAuth {
  const current = account.personal;
  const base: PersonalAuth =
    identity && (!current || current.idNo !== identity.idNo || current.idName !== identity.idName)
      ? // A new identity starts over: factors of another identity do not carry.
        { sts: 'PROCESSING', subSts: null, idName: identity.idName, idNo: identity.idNo, factors: {}, lastFailure: null }
      : (current as PersonalAuth);
  base.factors[factor] = { sts: 'SUCCESS', reason: null };
  base.lastFailure = null;
  base.sts = personalStsAfterSuccess(base);
  base.subSts = passed(base, 'livingFace') ? 'FACE_VERIFY_FINISH' : null;
  account.personal = base;
  return base;
}

/** Records a failed attempt: the factor and the personal status become FAILING, the reason is kept. */
export function failFactor(account: Account, factor: PersonalFactorCode, code: number, reason: string, now: number, identity?: { idName: string; idNo: string }): void {
  const personal: PersonalAuth = account.personal ?? {
    sts: 'FAILING',
    subSts: null,
    idName: identity?.idName ?? '',
    idNo: identity?.idNo ?? '',
    factors: {},
    lastFailure: null,
  };
  // A failed personal2 of someone already at personal2 keeps their identity and other factors.
  personal.factors[factor] = { sts: 'FAILING', reason };
  personal.lastFailure = { factor, code, reason, at: now };
  // An authenticated person stays authenticated when an extra factor (e.g. the face added for a product) fails.
  if (personal.sts !== 'SUCCESS') personal.sts = 'FAILING';
  account.personal = personal;
}

/** What a finished personal face check does to the account. */
export const personalFaceOutcome: FaceOutcomeHandler = (account, check, now) => {
  if (check.status === 'passed') passFactor(account, 'livingFace');
  else failFactor(account, 'livingFace', AUTH_CODES.FACE_FAILED, check.reason ?? DEFAULT_FACE_FAILURE, now);
};

export const DEFAULT_FACE_FAILURE = '人脸比对不通过，请本人重试';

/** Outcome handlers by scene; other flows register theirs with registerFaceOutcome. */
const faceOutcomes = new Map<FaceScene, FaceOutcomeHandler>([['personal', personalFaceOutcome]]);

export function registerFaceOutcome(scene: FaceScene, handler: FaceOutcomeHandler): void {
  faceOutcomes.set(scene, handler);
}

export function faceOutcomeHandler(scene: FaceScene): FaceOutcomeHandler | undefined {
  return faceOutcomes.get(scene);
}
