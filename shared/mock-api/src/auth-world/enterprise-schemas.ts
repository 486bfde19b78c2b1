/** Route schemas of enterprise authentication's calls and control calls (answers are checked against them in tests, not filtered). */
import { AUTH_STS, ENT_AUTH_EXPIRED_STS, ENT_AUTH_METHODS, ENT_ROLES, ENT_TYPE_CODES } from '@portal/core';
import { all, arr, bool, int, nonEmpty, nullable, num, obj, oneOfValues, str, type JsonSchema } from '../schema';

const sts = oneOfValues([...AUTH_STS, ENT_AUTH_EXPIRED_STS]);
const stsPair = obj({ sts: nullable(sts), subSts: nullable(str) }, ['sts', 'subSts']);
const entType = oneOfValues(ENT_TYPE_CODES, int);
const method = oneOfValues(ENT_AUTH_METHODS, int);
const entCode = nonEmpty;
export const ENT_CODE_QUERY: JsonSchema = obj({ entCode }, ['entCode']);

export const BASIC: JsonSchema = obj({ entName: str, creditCode: nullable(str), entityType: entType, frName: str });
export const LIST_BASIC_BODY: JsonSchema = obj({ keyword: { type: 'string', minLength: 1, maxLength: 50 } }, ['keyword']);
export const LIST_BASIC_DATA: JsonSchema = arr(BASIC);
export const ENT_INFO_BODY: JsonSchema = obj({ entName: nonEmpty }, ['entName']);
export const ENT_INFO_DATA: JsonSchema = obj({ basic: BASIC });
export const GROUP_UNIT_QUERY: JsonSchema = obj({ companyName: nonEmpty }, ['companyName']);
export const GROUP_UNIT_DATA: JsonSchema = oneOfValues(['Y', 'N']);

export const RELATIONSHIP_BODY: JsonSchema = obj(
  { entCode: str, entName: str, mobile: str, entType, productKey: str, busType: str, authMethod: method, operatorName: str },
  ['entCode', 'entName', 'mobile'],
);
export const RELATIONSHIP_DATA: JsonSchema = obj({
  entCode: str,
  entName: str,
  companyUCId: str,
  related: bool,
  migratory: bool,
  isLegalPerson: bool,
  sts: nullable(stsPair),
  // The in-flight answer (code 503008) carries InFlightData instead.
  entType,
  businessType: nullable(str),
}, ['entCode', 'entName', 'companyUCId', 'related', 'migratory', 'isLegalPerson', 'sts']);
export const IN_SAME_ENT_DATA: JsonSchema = arr(all({ mobile: str, name: str, role: oneOfValues(ENT_ROLES) }));
export const INST_ID_DATA: JsonSchema = all({ instId: str });

export const LICENCE_OCR_BODY: JsonSchema = { description: 'multipart/form-data with `file`, or JSON {image (Base64) | fileId, fileName?}' };
export const LICENCE_OCR_DATA: JsonSchema = all({
  entName: str,
  creditCode: str,
  entType,
  entTypeText: str,
  legalPersonName: str,
  address: str,
  registeredCapital: str,
  establishDate: str,
});

export const FOUR_FACTOR_BODY: JsonSchema = obj(
  {
    entCode,
    entName: nonEmpty,
    entType,
    legalPersonName: nonEmpty,
    legalPersonIdNo: nonEmpty,
    authMethod: method,
    busType: str,
    businessLicenseFileId: str,
    idCardFrontFileId: str,
    idCardBackFileId: str,
  },
  ['entCode', 'entName', 'entType', 'legalPersonName', 'legalPersonIdNo'],
);
export const FOUR_FACTOR_DATA: JsonSchema = all({ factorSts: oneOfValues(['SUCCESS', 'FAILING']), reason: nullable(str), entSts: stsPair, authMethod: method, isLegalPerson: bool });

export const BANK_LIST_DATA: JsonSchema = arr(all({ bankCode: str, bankName: str }));
export const AREA_QUERY: JsonSchema = obj({ parentCode: str });
export const AREA_DATA: JsonSchema = arr(all({ code: str, name: str }));
export const CNAPS_BODY: JsonSchema = obj({ bankCode: nonEmpty, cityCode: nonEmpty, keyword: { type: 'string', maxLength: 50 } }, ['bankCode', 'cityCode']);
export const CNAPS_DATA: JsonSchema = arr(obj({ cnapsCode: str, branchName: str, bankCode: str, cityCode: str }));

export const APPLY_BODY: JsonSchema = obj(
  { entCode, accountNo: nonEmpty, accountName: nonEmpty, bankCode: nonEmpty, provinceCode: nonEmpty, cityCode: nonEmpty, cnapsCode: nonEmpty },
  ['entCode', 'accountNo', 'accountName', 'bankCode', 'provinceCode', 'cityCode', 'cnapsCode'],
);
export const APPLY_DATA: JsonSchema = obj({ entSts: stsPair, accountNoMasked: str, bankName: str, branchName: str, appliedAt: num, maxTries: int });
export const VERIFY_BODY: JsonSchema = obj({ entCode, amount: nonEmpty }, ['entCode', 'amount']);
/** Success: {entSts}; a wrong amount (503014/503015) carries {triesLeft, maxTries}. */
export const VERIFY_DATA: JsonSchema = obj({ entSts: stsPair, triesLeft: int, maxTries: int });

export const LP_NOTIFY_BODY: JsonSchema = obj({ entCode, lpMobile: nonEmpty }, ['entCode', 'lpMobile']);
export const LP_NOTIFY_DATA: JsonSchema = obj({
  notifyId: str,
  lpMobile: str,
  status: oneOfValues(['waiting', 'confirmed', 'refused']),
  reason: nullable(str),
  sentAt: num,
  url: str,
  resendAt: num,
  entSts: stsPair,
});
/** The status call answers null before any notice (core: `LpNotifyAnswer | null`). */
export const LP_NOTIFY_STATUS_DATA: JsonSchema = nullable(LP_NOTIFY_DATA);

const materialFile = obj({ code: nonEmpty, fileId: nonEmpty }, ['code', 'fileId']);
export const SUBMIT_BODY: JsonSchema = obj({ entCode, files: arr(materialFile) }, ['entCode', 'files']);
export const SUBMIT_DATA: JsonSchema = obj({ entSts: stsPair, review: str, submittedAt: num });
const auditResult = oneOfValues(['PENDING', 'APPROVED', 'REJECT_BUSINESS', 'REJECT_RISK', 'REJECT_CUSTOMER']);
export const REQUIREMENTS_DATA: JsonSchema = obj({
  authMethod: nullable(method),
  required: arr(obj({ code: str, title: str, templateUrl: nullable(str) })),
  review: nullable(auditResult),
});
export const AUDIT_DATA: JsonSchema = nullable(
  obj({
    entCode: str,
    result: auditResult,
    reasons: arr(str),
    submittedAt: num,
    reviewedAt: nullable(num),
    files: arr(obj({ code: str, fileId: str, fileName: str, url: str })),
  }),
);

const adminPerson = { mobile: { type: 'string', pattern: '^1[3-9]\\d{9}$' }, name: nonEmpty, idNo: nonEmpty };
export const ADMIN_BODY: JsonSchema = obj({ entCode, ...adminPerson }, ['entCode', 'mobile', 'name', 'idNo']);
export const ADMIN_LIST_DATA: JsonSchema = arr(obj({ mobile: str, name: str, idNo: str, role: oneOfValues(['LEGAL_PERSON', 'ADMINISTRATOR']), addedAt: num }));
export const ADMIN_CHECK_DATA: JsonSchema = obj({ allowed: bool, registered: bool });

// --- control ----------------------------------------------------------------------------------------

export const CREDIT_CODE_PARAMS: JsonSchema = obj({ creditCode: nonEmpty }, ['creditCode']);
export const REMITTANCE_ANSWER: JsonSchema = obj({ amount: str, creditCode: str, mobile: str, triesLeft: int, appliedAt: num });
export const LP_LATEST_BODY: JsonSchema = obj({ confirm: bool, reason: str }, ['confirm']);
export const LP_NOTICE_ANSWER: JsonSchema = obj({ notifyId: str, creditCode: str, mobile: str, lpMobile: str, status: str, reason: nullable(str), url: str });
export const REVIEW_BODY: JsonSchema = obj({ result: oneOfValues(['approve', 'reject-business', 'reject-risk', 'reject-customer']), reason: str }, ['result']);
export const REVIEW_ANSWER: JsonSchema = obj({ creditCode: str, mobile: str, result: auditResult, reasons: arr(str), sts: stsPair });
export const REGISTRY_ANSWER: JsonSchema = arr(
  obj({
    entName: str,
    creditCode: nullable(str),
    entType: entType,
    entTypeText: str,
    legalPersonName: str,
    legalPersonIdNo: str,
    legalPersonMobile: str,
    groupUnit: oneOfValues(['Y', 'N']),
    flags: arr(str),
    purpose: str,
    licenceSample: nullable(str),
  }),
);
