/** Schemas of the personal authentication calls (factor submission, agreements, face, OCR, upload, enums, permission). */
import {
  AGREEMENT_STEPS,
  AUTH_STS,
  CHANGE_STATES,
  ENT_ROLES,
  FACE_SCENES,
  FACE_STATUSES,
  ID_CARD_SIDES,
  PERSONAL_FACTOR_CODES,
} from '../enums';
import { AuthFactor, Factors, StsPair } from './session';
import { Any, Bool, Int, NonEmpty, Nullable, Num, OneOf, Opt, Str, Type, type Static } from './kit';

/** Why the last personal attempt failed, kept for /AuthPerson/AuthResult until the next success. */
export const PersonalFailure = Type.Object({
  factor: OneOf(PERSONAL_FACTOR_CODES),
  /** The business code the failing call answered with (AUTH_CODES). */
  code: Int(),
  reason: Str(),
  /** ms since the epoch. */
  at: Num(),
});

/** `GET /auth/info?mobile=` (no entCode) as this portal answers it. */
export const PersonalAuthInfoAnswer = Type.Object({
  sts: Nullable(StsPair),
  factors: Type.Object(
    { personal2: Opt(AuthFactor), telecomOperators3: Opt(AuthFactor), bankCard4: Opt(AuthFactor), livingFace: Opt(AuthFactor) },
    { additionalProperties: AuthFactor },
  ),
  idInfo: Opt(Nullable(Type.Object({ idNo: Opt(Str()), idName: Opt(Str()) }))),
  lastFailure: Nullable(PersonalFailure),
});

/** `GET /auth/info?mobile=&entCode=` as this portal answers it. */
export const EnterpriseAuthInfoAnswer = Type.Object({
  sts: Nullable(StsPair),
  // Optional in the type as core's EnterpriseAuthInfo has it; the mock always sends it.
  factors: Opt(Factors),
  businessLicense: Opt(Type.Object({ entType: Opt(Int()), creditCode: Opt(Str()) })),
  legalPerson: Opt(Type.Object({ idNo: Opt(Str()) })),
  entAdministrator: Opt(Type.Object({ idNo: Opt(Str()) })),
  authMethod: Opt(Nullable(Int())),
  authBizTyp: Opt(Type.Object({ code: Opt(Nullable(Str())) })),
  authBizType: Opt(Nullable(Str())),
  businessType: Opt(Nullable(Str())),
  entName: Str(),
  companyUCId: Str(),
  isLegalPerson: Bool(),
  role: OneOf(ENT_ROLES),
  /** Change requests in progress (block smallsupply and proBill). */
  changes: Type.Object({ legalChange: OneOf(CHANGE_STATES), adminChange: OneOf(CHANGE_STATES) }),
  /** The small remittance's backfill tries, once applied (null before): the backfill page says at once when none are left. */
  remittance: Opt(Nullable(Type.Object({ triesLeft: Int(), maxTries: Int() }))),
});

/**
 * A company's answer (with entCode) names its companyUCId; the personal one has none. Said with
 * anyOf and not (OpenAPI 3.0 has no if/then/else): with companyUCId only the company's shape fits.
 */
export const AuthInfoAnswer = Type.Unsafe<Static<typeof PersonalAuthInfoAnswer> | Static<typeof EnterpriseAuthInfoAnswer>>({
  anyOf: [EnterpriseAuthInfoAnswer, { ...PersonalAuthInfoAnswer, not: { required: ['companyUCId'] } }],
});

/** `POST /auth/query`: one body for the factors (personal2, telecomOperators3, bankCard4 send/confirm). */
export const AuthQueryBody = Type.Object({
  factor: OneOf(['personal2', 'telecomOperators3', 'bankCard4'] as const),
  name: Opt(Str()),
  idNo: Opt(Str()),
  agreements: Opt(Type.Array(Str())),
  cardNo: Opt(Str()),
  bankMobile: Opt(Str()),
  smsCode: Opt(Str()),
  step: Opt(OneOf(['send', 'confirm'] as const)),
});

/** Answer of a passed factor (failures answer a business code with the reason as message). */
export const AuthQueryAnswer = Type.Object({
  factor: OneOf(PERSONAL_FACTOR_CODES),
  /** 'PROCESSING' for a bank-card SMS sent, 'SUCCESS' for a factor passed. */
  factorSts: OneOf(AUTH_STS),
  /** The personal status after the call. */
  personalSts: Nullable(StsPair),
  /** For a bank-card send: the masked reserved mobile and when the code expires (ms since epoch). */
  sms: Opt(Type.Object({ mobileNo: Str(), expiresAt: Num() })),
});

export const AgreementsBody = Type.Object({ step: OneOf(AGREEMENT_STEPS), /** The company, for enterprise steps. */ entCode: Opt(Str()) });
export const Agreement = Type.Object({
  /** Spec 000 section 3, e.g. grsjxx-bl-0002. */
  code: Str(),
  title: Str(),
  /** A viewable document (HTML), absolute path on the portal's origin. */
  url: Str(),
  /** The user must tick it before the step can be submitted. */
  required: Bool(),
});
export const AgreementsAnswer = Type.Object({ step: OneOf(AGREEMENT_STEPS), list: Type.Array(Agreement) });

/** With a company: also says whether the person is its legal representative. */
export const EntIdInfoBody = Nullable(Type.Object({ entCode: Opt(Str()) }));
export const EntIdInfoAnswer = Type.Object({
  idName: Str(),
  idNo: Str(),
  /** 'ID_CARD' (resident ID); the only type the mock issues. */
  idType: Str(),
  mobile: Str(),
  isLegalPerson: Nullable(Bool()),
});

export const FaceStartBody = Type.Object({
  scene: OneOf(FACE_SCENES),
  /** The company, for legalPerson. */
  entCode: Opt(Str()),
  /** The contract, for contract. */
  contractId: Opt(Str()),
});
export const FaceStartAnswer = Type.Object({
  faceId: Str(),
  /** The phone page to open (QR code content); absolute URL on the serving origin. */
  url: Str(),
  /** ms since the epoch; the link is refused after it. */
  expiresAt: Num(),
});
export const FaceQuery = Type.Object({ faceId: NonEmpty() });
export const FaceResultAnswer = Type.Object({
  faceId: Str(),
  scene: OneOf(FACE_SCENES),
  status: OneOf(FACE_STATUSES),
  reason: Nullable(Str()),
  expiresAt: Num(),
});

/** Multipart (`file`, `side`) or JSON `{side, image (Base64) | fileId, fileName?}`: read by the handler, not validated. */
export const IdCardOcrBody = Type.Unknown({ description: 'multipart/form-data with `file` and `side`, or JSON {side, image (Base64) | fileId, fileName?}' });
export const IdCardOcrJsonRequest = Type.Object({
  side: OneOf(ID_CARD_SIDES),
  /** Base64 image; or give `fileId` of an uploaded file instead. */
  image: Opt(Str()),
  fileId: Opt(Str()),
  fileName: Opt(Str()),
});
export const IdCardFront = Type.Object({ side: Type.Literal('front'), name: Str(), idNo: Str(), gender: Str(), nation: Str(), birth: Str(), address: Str() });
export const IdCardBack = Type.Object({ side: Type.Literal('back'), issueAuthority: Str(), validFrom: Str(), validTo: Str() });
export const IdCardOcrAnswer = Type.Union([IdCardFront, IdCardBack]);

export const UploadBody = Type.Unknown({ description: 'multipart/form-data with `file` and optional `type` (idCard, businessLicense, material)' });
export const UploadAnswer = Type.Object({
  fileId: Str(),
  fileName: Str(),
  /** Where the uploaded file can be viewed, on the serving origin. */
  url: Str(),
  size: Int(),
  contentType: Str(),
});

export const EnumQuery = Type.Object({ code: Opt(NonEmpty()) });
export const EnumItem = Type.Object({ value: Str(), name: Str() });
/** `GET /ifpc/v1/api/enum/enum?code=`: data is the option list. */
export const EnumAnswer = Type.Array(EnumItem);

/** Spec 001 section 3; answer `data: boolean`. */
export const ProductPermissionBody = Type.Object({ bizType: Str(), companyUCId: NonEmpty(), productId: NonEmpty(), userUCId: NonEmpty() });
export const ProductPermissionAnswer = Bool();

export { Any };
