/**
 * The legal-representative change and administrator change calls' contract (spec 001 sections 3
 * and 7; issue 11), shared by the /LegalChange and /AdminChange pages and the mock API. The spec
 * names the paths but not the payloads or the methods of three of them: the shapes and methods
 * below are this portal's, documented in shared/mock-api/README.md.
 */
import type { Static } from '@sinclair/typebox';
import type * as C from '../contract/schemas/change';
import type { AuditRecord } from './enterprise';

export {
  LEGAL_CHANGE_BUSINESS_TYPES,
  type AdminChangeStep,
  type ChangeSide,
  type ChangeWay,
  type LegalChangeBusinessType,
  type LegalChangeStep,
} from '../contract/enums';

/** Call paths under /customer/client. */
export const CHANGE_PATHS = {
  /** GET `?entCode=`: the company's changes and the caller's part in them. */
  info: '/auth/change/info',
  /** POST: starts a change, or the new legal representative signs the change notice. */
  apply: '/auth/change/apply',
  /** POST: the administrator's materials (new licence, signed notice, the new legal representative). */
  lpMaterial: '/auth/change/lp/material',
  /** POST `{entCode}`: the company's authenticated record (`authEntInfo.sts`) and the change's `businessType`. */
  authSuccessEnt: '/auth/query/auth-success-ent',
  /** POST `?instId=&changeWay=`: where a task link (SMS, to-do list) lands the caller. */
  taskJump: '/auth/task/jump',
  /** GET `?entCode=`: the last review (the change's when it is the latest). */
  lastAuditRecord: '/um/so/v1/api/auditRecord/lastAuthAuditRecord',
} as const;

/** Business types 11001 and 11002 mean a legal-representative change (spec 000 section 3). */

/** The change notice the new legal representative signs, and the authorisation of an administrator change. */
export const LEGAL_CHANGE_NOTICE_CODE = 'bgfrtzs-bl-001';
export const ADMIN_AUTHORISATION_CODE = 'glysq-bl-0003';

/** `changeWay` of a task link. */


/** An administrator change: the legal representative confirms (`WAIT_LEGAL`), done (`SUCCESS`) or refused (`REFUSED`). */

/** The caller's part in a change. */

export type LegalChangeView = Static<typeof C.LegalChangeView>;

export type AdminChangeView = Static<typeof C.AdminChangeView>;

/** `GET /auth/change/info?entCode=`: null where the company has no such change (or it ended long ago). */
export type ChangeInfoAnswer = Static<typeof C.ChangeInfoAnswer>;

/** `POST /auth/change/apply`. */
export type ChangeApplyRequest =
  /** The administrator starts a legal-representative change (then uploads). */
  | { entCode: string; action: 'startLegal' }
  /** The new legal representative confirms their identity, passed the face check and signs the notice. */
  | { entCode: string; action: 'signLegal'; faceId: string; agreements: string[] }
  /** A linked user applies to become administrator, signing the authorisation. */
  | { entCode: string; action: 'becomeAdmin'; agreements: string[] };

export type ChangeApplyAnswer = Static<typeof C.ChangeApplyAnswer>;

/** `POST /auth/change/lp/material`: the new licence, the signed notice and the new legal representative. */
export type LpMaterialRequest = Static<typeof C.LpMaterialBody>;

/** `POST /auth/query/auth-success-ent`. */
export type AuthSuccessEntAnswer = Static<typeof C.AuthSuccessEntAnswer>;

/** `POST /auth/task/jump?instId=&changeWay=`: the page (path and query) the caller lands on. */
export type TaskJumpAnswer = Static<typeof C.TaskJumpAnswer>;

export type ChangeAuditRecord = AuditRecord;

/** The mock's business codes of the change calls (5040xx, listed in the mock README). */
export const CHANGE_CODES = {
  /** No such change or task for this company. */
  NO_CHANGE: 504001,
  /** The change is not at the step this call belongs to. */
  WRONG_STEP: 504002,
  /** The caller's role may not do this (only an administrator starts a legal-representative change). */
  NOT_ALLOWED: 504003,
  /** The signer is not the new legal representative the administrator named. */
  NOT_NEW_LEGAL: 504004,
  /** The face check did not pass (or is not the caller's). */
  FACE_REQUIRED: 504005,
  /** The notice or authorisation was not accepted. */
  AGREEMENT_REQUIRED: 504006,
  /** A required file is missing or not the caller's. */
  MATERIAL_MISSING: 504007,
} as const;
