/**
 * The value lists of the call contract (statuses, steps, scenes, roles...), in one light module:
 * the browser reads them at run time, the schemas turn them into JSON `enum`s, the mock imports
 * them; api/*.ts re-exports them under their old names.
 */
export type AuthSts = 'SUCCESS' | 'PROCESSING' | 'FAILING';
/** Every `AuthSts`, for schemas and pickers. */
export const AUTH_STS: readonly AuthSts[] = ['SUCCESS', 'PROCESSING', 'FAILING'];
/** `sts` of a company whose authentication lapsed (the session reads it as not authenticated). */
export const ENT_AUTH_EXPIRED_STS = 'EXPIRED';

export type PersonalFactorCode = 'personal2' | 'telecomOperators3' | 'bankCard4' | 'livingFace';
export const PERSONAL_FACTOR_CODES: readonly PersonalFactorCode[] = ['personal2', 'telecomOperators3', 'bankCard4', 'livingFace'];

/** Which step's agreements to list. */
export type AgreementStep = 'personal' | 'enterprise' | 'enterpriseLegalPerson' | 'enterpriseOffline' | 'adminAuthorisation' | 'legalChange';
export const AGREEMENT_STEPS: readonly AgreementStep[] = ['personal', 'enterprise', 'enterpriseLegalPerson', 'enterpriseOffline', 'adminAuthorisation', 'legalChange'];

export type FaceScene = 'personal' | 'legalPerson' | 'contract';
export const FACE_SCENES: readonly FaceScene[] = ['personal', 'legalPerson', 'contract'];
export type FaceStatus = 'waiting' | 'passed' | 'failed' | 'expired';
export const FACE_STATUSES: readonly FaceStatus[] = ['waiting', 'passed', 'failed', 'expired'];

export type IdCardSide = 'front' | 'back';
export const ID_CARD_SIDES: readonly IdCardSide[] = ['front', 'back'];

/** `type` field of an upload: decides the accepted formats and size limit. */
export type UploadType = 'idCard' | 'businessLicense' | 'material';
export const UPLOAD_TYPES: readonly UploadType[] = ['idCard', 'businessLicense', 'material'];

export type EnumCode = 'entType' | 'idType' | 'bank' | 'authMethod' | 'personalFactor';
export const ENUM_CODES: readonly EnumCode[] = ['entType', 'idType', 'bank', 'authMethod', 'personalFactor'];

export type EntRole = 'LEGAL_PERSON' | 'ADMINISTRATOR' | 'ORDINARY';
export const ENT_ROLES: readonly EntRole[] = ['LEGAL_PERSON', 'ADMINISTRATOR', 'ORDINARY'];
export type ChangeState = 'none' | 'inProgress';
export const CHANGE_STATES: readonly ChangeState[] = ['none', 'inProgress'];

/** Spec 000 section 3: 1 general enterprise, 2 individual business, 3, 4, 99 other. */
export type EntTypeCode = 1 | 2 | 3 | 4 | 99;
export const ENT_TYPE_CODES: readonly EntTypeCode[] = [1, 2, 3, 4, 99];
/** 1 ent4 + legal person face, 2 legal person notice, 3 small remittance, 4 offline materials. */
export type EntAuthMethod = 1 | 2 | 3 | 4;
export const ENT_AUTH_METHODS: readonly EntAuthMethod[] = [1, 2, 3, 4];

export type ContractScope = 'enterprise' | 'person';
export const CONTRACT_SCOPES: readonly ContractScope[] = ['enterprise', 'person'];
export type ContractStatus = 'TO_SIGN' | 'SIGNED' | 'EXPIRED' | 'REJECTED';
export const CONTRACT_STATUSES: readonly ContractStatus[] = ['TO_SIGN', 'SIGNED', 'EXPIRED', 'REJECTED'];

export const LEGAL_CHANGE_BUSINESS_TYPES = ['11001', '11002'] as const;
export type LegalChangeBusinessType = (typeof LEGAL_CHANGE_BUSINESS_TYPES)[number];
export type ChangeWay = 'LEGAL' | 'ADMIN';
export const CHANGE_WAYS: readonly ChangeWay[] = ['LEGAL', 'ADMIN'];
/**
 * Where a legal-representative change stands: the administrator uploads (`UPLOAD`), the new legal
 * representative signs (`WAIT_LEGAL`), the reviewer decides (`MANUAL_REVIEW`), a rejection is fixed
 * by the administrator (`REJECTED`), done (`SUCCESS`).
 */
export type LegalChangeStep = 'UPLOAD' | 'WAIT_LEGAL' | 'MANUAL_REVIEW' | 'REJECTED' | 'SUCCESS';
export const LEGAL_CHANGE_STEPS: readonly LegalChangeStep[] = ['UPLOAD', 'WAIT_LEGAL', 'MANUAL_REVIEW', 'REJECTED', 'SUCCESS'];
export type AdminChangeStep = 'WAIT_LEGAL' | 'SUCCESS' | 'REFUSED';
export const ADMIN_CHANGE_STEPS: readonly AdminChangeStep[] = ['WAIT_LEGAL', 'SUCCESS', 'REFUSED'];
/** Who looks at a change: its administrator, the (new) legal representative, the applicant, or someone else. */
export type ChangeSide = 'admin' | 'legal' | 'applicant' | 'other';
export const CHANGE_SIDES: readonly ChangeSide[] = ['admin', 'legal', 'applicant', 'other'];

export type NewsCategory = 'company' | 'notice' | 'industry';
export const NEWS_CATEGORIES: readonly NewsCategory[] = ['company', 'notice', 'industry'];
export type ApplicationStatus = 'SUBMITTED' | 'EVALUATING' | 'SIGNED' | 'CLOSED';
export const TREASURY_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['SUBMITTED', 'EVALUATING', 'SIGNED', 'CLOSED'];
