/** Route schemas of the authentication world's calls (answers are checked against them in tests, not filtered). */
import type { FastifyReply } from 'fastify';
import { AGREEMENT_STEPS, AUTH_STS, CHANGE_STATES, ENT_AUTH_EXPIRED_STS, ENT_ROLES, FACE_SCENES, PERSONAL_FACTOR_CODES as PERSONAL_FACTORS } from '@portal/core';
import { all, anyValue, arr, bool, int, nonEmpty, nul, nullable, num, obj, oneOfValues, str, type JsonSchema } from '../schema';

/** Answers with personal data must not be kept by browsers or proxies. */
export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}

const sts = oneOfValues(AUTH_STS);
/** A company's authentication may also have expired. */
const stsPair = nullable(obj({ sts: oneOfValues([...AUTH_STS, ENT_AUTH_EXPIRED_STS]), subSts: nullable(str) }, ['sts', 'subSts']));
const factor = obj({ code: str, sts, subSts: nullable(str), addService: bool, additiona: nullable(str) });
const factorMap = { type: 'object', additionalProperties: factor } as const;


const failure = nullable(obj({ factor: oneOfValues(PERSONAL_FACTORS), code: int, reason: str, at: num }));

export const PERSONAL_INFO_DATA: JsonSchema = obj({
  sts: stsPair,
  factors: factorMap,
  idInfo: nullable(obj({ idNo: str, idName: str })),
  lastFailure: failure,
}, ['sts', 'factors']);

export const ENTERPRISE_INFO_DATA: JsonSchema = obj({
  sts: stsPair,
  factors: factorMap,
  businessLicense: obj({ entType: int, creditCode: str }),
  legalPerson: obj({ idNo: str }),
  entAdministrator: obj({ idNo: str }),
  authMethod: nullable(int),
  authBizTyp: obj({ code: nullable(str) }),
  authBizType: nullable(str),
  businessType: nullable(str),
  entName: str,
  companyUCId: str,
  isLegalPerson: bool,
  role: oneOfValues(ENT_ROLES),
  changes: obj({ legalChange: oneOfValues(CHANGE_STATES), adminChange: oneOfValues(CHANGE_STATES) }, ['legalChange', 'adminChange']),
}, ['sts', 'factors', 'entName', 'companyUCId', 'isLegalPerson', 'role', 'changes']);

/** A company's answer (with entCode) names its companyUCId; the personal one has none. */
export const AUTH_INFO_DATA: JsonSchema = { if: { type: 'object', required: ['companyUCId'] }, then: ENTERPRISE_INFO_DATA, else: PERSONAL_INFO_DATA };

export const SUMMARY_DATA: JsonSchema = obj({
  related: bool,
  migratory: bool,
  personalMigratory: bool,
  entPlatformAuthSts: nullable(str),
  personalPlatformAuthSts: nullable(str),
  initialized: bool,
  platformAuthSts: nullable(str),
  role: nullable(str),
});

const historyPart = nullable(obj({ sts: obj({ sts: str }), factors: { type: 'object', additionalProperties: anyValue } }));
export const HISTORY_DATA: JsonSchema = all({ personalInfo: historyPart, entInfo: historyPart });

export const AUTH_QUERY_BODY: JsonSchema = obj(
  {
    factor: oneOfValues(['personal2', 'telecomOperators3', 'bankCard4']),
    name: str,
    idNo: str,
    agreements: arr(str),
    cardNo: str,
    bankMobile: str,
    smsCode: str,
    step: oneOfValues(['send', 'confirm']),
  },
  ['factor'],
);

export const AUTH_QUERY_DATA: JsonSchema = obj({
  factor: oneOfValues(PERSONAL_FACTORS),
  factorSts: sts,
  personalSts: stsPair,
  sms: all({ mobileNo: str, expiresAt: num }),
}, ['factor', 'factorSts', 'personalSts']);

export const AGREEMENTS_BODY: JsonSchema = obj({ step: oneOfValues(AGREEMENT_STEPS), entCode: str }, ['step']);
export const AGREEMENTS_DATA: JsonSchema = all({
  step: oneOfValues(AGREEMENT_STEPS),
  list: arr(all({ code: str, title: str, url: str, required: bool })),
});

export const ENT_ID_INFO_BODY: JsonSchema = nullable(obj({ entCode: str }));
export const ENT_ID_INFO_DATA: JsonSchema = all({ idName: str, idNo: str, idType: str, mobile: str, isLegalPerson: nullable(bool) });

export const FACE_START_BODY: JsonSchema = obj({ scene: oneOfValues(FACE_SCENES), entCode: str, contractId: str }, ['scene']);
export const FACE_START_DATA: JsonSchema = all({ faceId: str, url: str, expiresAt: num });
export const FACE_QUERY: JsonSchema = obj({ faceId: nonEmpty }, ['faceId']);
export const FACE_RESULT_DATA: JsonSchema = all({
  faceId: str,
  scene: oneOfValues(FACE_SCENES),
  status: oneOfValues(['waiting', 'passed', 'failed', 'expired']),
  reason: nullable(str),
  expiresAt: num,
});

const idCardFields = {
  side: oneOfValues(['front', 'back']),
  name: str,
  idNo: str,
  gender: str,
  nation: str,
  birth: str,
  address: str,
  issueAuthority: str,
  validFrom: str,
  validTo: str,
};
export const OCR_ID_CARD_DATA: JsonSchema = {
  ...obj(idCardFields, ['side']),
  // Each side carries its own fields (core's IdCardFront, IdCardBack).
  if: { properties: { side: { const: 'front' } } },
  then: { required: ['name', 'idNo', 'gender', 'nation', 'birth', 'address'] },
  else: { required: ['issueAuthority', 'validFrom', 'validTo'] },
};

/** Multipart or JSON: described, not validated (the handler reads the raw body). */
export const OCR_ID_CARD_BODY: JsonSchema = {
  description: 'multipart/form-data with `file` and `side`, or JSON {side, image (Base64) | fileId, fileName?}',
};
export const UPLOAD_BODY: JsonSchema = { description: 'multipart/form-data with `file` and optional `type` (idCard, businessLicense, material)' };
export const UPLOAD_DATA: JsonSchema = all({ fileId: str, fileName: str, url: str, size: int, contentType: str });

export const ENUM_QUERY: JsonSchema = obj({ code: nonEmpty });
export const ENUM_DATA: JsonSchema = arr(all({ value: str, name: str }));

export const PERMISSION_BODY: JsonSchema = obj({ bizType: str, companyUCId: nonEmpty, productId: nonEmpty, userUCId: nonEmpty }, ['companyUCId', 'productId', 'userUCId']);
export const PERMISSION_DATA: JsonSchema = bool;

export { nul };
