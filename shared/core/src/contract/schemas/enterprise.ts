/** Schemas of the enterprise authentication calls (search, create-company checks, ent4, remittance, legal person, materials, administrators). */
import { ENT_AUTH_METHODS, ENT_ROLES, ENT_TYPE_CODES } from '../enums';
import { StsPair } from './session';
import { Bool, Int, NonEmpty, Nullable, Num, OneOf, OneOfInt, Opt, Str, Type } from './kit';

const EntType = () => OneOfInt(ENT_TYPE_CODES);
const Method = () => OneOfInt(ENT_AUTH_METHODS);
const EntCode = () => NonEmpty();

export const EntCodeQuery = Type.Object({ entCode: EntCode() });

export const EnterpriseBasic = Type.Object({ entName: Str(), creditCode: Nullable(Str()), entityType: EntType(), frName: Str() });
export const EnterpriseListBody = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 50 }) });
export const EnterpriseListAnswer = Type.Array(EnterpriseBasic);
export const EntInfoBody = Type.Object({ entName: NonEmpty() });
export const EntInfoAnswer = Type.Object({ basic: EnterpriseBasic });
export const GroupUnitQuery = Type.Object({ companyName: NonEmpty() });
export const GroupUnitAnswer = OneOf(['Y', 'N'] as const);

/**
 * `POST /auth/relationship`: runs the server-side create-company checks for the signed-in user
 * and, when they pass, links the company to the user (it then appears in select/customer-ent).
 */
export const RelationshipBody = Type.Object({
  entCode: Str(),
  entName: Str(),
  mobile: Str(),
  entType: Opt(EntType()),
  productKey: Opt(Str()),
  busType: Opt(Str()),
  authMethod: Opt(Method()),
  /** The user's real name (personal2), sent for an individual business (the operator check). */
  operatorName: Opt(Str()),
});
export const RelationshipAnswer = Type.Object({
  entCode: Str(),
  entName: Str(),
  companyUCId: Str(),
  related: Bool(),
  migratory: Bool(),
  isLegalPerson: Bool(),
  sts: Nullable(StsPair),
});
/** Data of the in-flight refusal (ENTERPRISE_CODES.IN_FLIGHT): the dialog offers to continue where it stands. */
export const InFlightData = Type.Object({
  entCode: Str(),
  entName: Str(),
  sts: StsPair,
  entType: EntType(),
  isLegalPerson: Bool(),
  businessType: Nullable(Str()),
});

export const InSameEntUser = Type.Object({ mobile: Str(), name: Str(), role: OneOf(ENT_ROLES) });
export const InSameEntAnswer = Type.Array(InSameEntUser);
export const InstIdAnswer = Type.Object({ instId: Str() });

export const LicenceOcrBody = Type.Unknown({ description: 'multipart/form-data with `file`, or JSON {image (Base64) | fileId, fileName?}' });
export const LicenceOcrJsonRequest = Type.Object({ image: Opt(Str()), fileId: Opt(Str()), fileName: Opt(Str()) });
export const LicenceOcrAnswer = Type.Object({
  entName: Str(),
  creditCode: Str(),
  entType: EntType(),
  entTypeText: Str(),
  legalPersonName: Str(),
  address: Str(),
  registeredCapital: Str(),
  establishDate: Str(),
});

export const FourFactorBody = Type.Object({
  entCode: EntCode(),
  entName: NonEmpty(),
  entType: EntType(),
  legalPersonName: NonEmpty(),
  legalPersonIdNo: NonEmpty(),
  authMethod: Opt(Method()),
  busType: Opt(Str()),
  businessLicenseFileId: Opt(Str()),
  idCardFrontFileId: Opt(Str()),
  idCardBackFileId: Opt(Str()),
});
export const FourFactorAnswer = Type.Object({
  factorSts: OneOf(['SUCCESS', 'FAILING'] as const),
  reason: Nullable(Str()),
  entSts: StsPair,
  authMethod: Method(),
  isLegalPerson: Bool(),
});

export const BankItem = Type.Object({ bankCode: Str(), bankName: Str() });
export const BankListAnswer = Type.Array(BankItem);
export const AreaQuery = Type.Object({ parentCode: Opt(Str()) });
export const AreaItem = Type.Object({ code: Str(), name: Str() });
export const AreaListAnswer = Type.Array(AreaItem);
export const CnapsListBody = Type.Object({ bankCode: NonEmpty(), cityCode: NonEmpty(), keyword: Opt(Type.String({ maxLength: 50 })) });
export const CnapsItem = Type.Object({ cnapsCode: Str(), branchName: Str(), bankCode: Str(), cityCode: Str() });
export const CnapsListAnswer = Type.Array(CnapsItem);

export const SmallAmountApplyBody = Type.Object({
  entCode: EntCode(),
  accountNo: NonEmpty(),
  accountName: NonEmpty(),
  bankCode: NonEmpty(),
  provinceCode: NonEmpty(),
  cityCode: NonEmpty(),
  cnapsCode: NonEmpty(),
});
export const SmallAmountApplyAnswer = Type.Object({
  entSts: StsPair,
  accountNoMasked: Str(),
  bankName: Str(),
  branchName: Str(),
  appliedAt: Num(),
  maxTries: Int(),
});
export const SmallAmountVerifyBody = Type.Object({ entCode: EntCode(), amount: NonEmpty() });
export const SmallAmountVerifyAnswer = Type.Object({ entSts: StsPair });
/** Data of a wrong amount (503014/503015). */
export const SmallAmountTries = Type.Object({ triesLeft: Int(), maxTries: Int() });

export const LpNotifyBody = Type.Object({ entCode: EntCode(), lpMobile: NonEmpty() });
export const LpNotifyAnswer = Type.Object({
  notifyId: Str(),
  lpMobile: Str(),
  status: OneOf(['waiting', 'confirmed', 'refused'] as const),
  reason: Nullable(Str()),
  sentAt: Num(),
  url: Str(),
  resendAt: Num(),
  entSts: StsPair,
});
/** Null before any notice. */
export const LpNotifyStatusAnswer = Nullable(LpNotifyAnswer);

export const MaterialFile = Type.Object({ code: NonEmpty(), fileId: NonEmpty() });
export const SubmitMaterialBody = Type.Object({ entCode: EntCode(), files: Type.Array(MaterialFile) });
export const AuditResult = OneOf(['PENDING', 'APPROVED', 'REJECT_BUSINESS', 'REJECT_RISK', 'REJECT_CUSTOMER'] as const);
export const MaterialRequirement = Type.Object({ code: Str(), title: Str(), templateUrl: Nullable(Str()) });
export const MaterialRequirementsAnswer = Type.Object({ authMethod: Nullable(Method()), required: Type.Array(MaterialRequirement), review: Nullable(AuditResult) });
export const SubmitMaterialAnswer = Type.Object({ entSts: StsPair, review: Type.Literal('PENDING'), submittedAt: Num() });
export const AuditRecord = Type.Object({
  entCode: Str(),
  result: AuditResult,
  reasons: Type.Array(Str()),
  submittedAt: Num(),
  reviewedAt: Nullable(Num()),
  files: Type.Array(Type.Object({ code: Str(), fileId: Str(), fileName: Str(), url: Str() })),
});
/** Null before any review. */
export const LastAuditAnswer = Nullable(AuditRecord);

export const AdminBody = Type.Object({ entCode: EntCode(), mobile: Type.String({ pattern: '^1[3-9]\\d{9}$' }), name: NonEmpty(), idNo: NonEmpty() });
export const AdminItem = Type.Object({ mobile: Str(), name: Str(), idNo: Str(), role: OneOf(['LEGAL_PERSON', 'ADMINISTRATOR'] as const), addedAt: Num() });
export const AdminListAnswer = Type.Array(AdminItem);
export const AdminCheckAnswer = Type.Object({ allowed: Type.Literal(true), registered: Bool() });
