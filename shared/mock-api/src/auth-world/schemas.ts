/** Route schemas of the authentication world's calls (documentation; answers are not filtered). */
import type { FastifyReply } from 'fastify';
import { anyValue, arr, bool, int, nonEmpty, nul, nullable, num, obj, oneOfValues, str, type JsonSchema } from '../schema';

/** Answers with personal data must not be kept by browsers or proxies. */
export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}

const sts = oneOfValues(['SUCCESS', 'PROCESSING', 'FAILING']);
const stsPair = nullable(obj({ sts, subSts: nullable(str) }));
const factor = obj({ code: str, sts, subSts: nullable(str), addService: bool, additiona: nullable(str) });
const factorMap = { type: 'object', additionalProperties: factor } as const;

export const PERSONAL_FACTORS = ['personal2', 'telecomOperators3', 'bankCard4', 'livingFace'] as const;
export const FACE_SCENES = ['personal', 'legalPerson', 'contract'] as const;
export const AGREEMENT_STEPS = ['personal', 'enterprise', 'enterpriseLegalPerson', 'enterpriseOffline', 'adminAuthorisation', 'legalChange'] as const;
export const UPLOAD_TYPES = ['idCard', 'businessLicense', 'material'] as const;
export const ENUM_CODES = ['entType', 'idType', 'bank', 'authMethod', 'personalFactor'] as const;

const failure = nullable(obj({ factor: oneOfValues(PERSONAL_FACTORS), code: int, reason: str, at: num }));

export const PERSONAL_INFO_DATA: JsonSchema = obj({
  sts: stsPair,
  factors: factorMap,
  idInfo: nullable(obj({ idNo: str, idName: str })),
  lastFailure: failure,
});

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
  role: oneOfValues(['LEGAL_PERSON', 'ADMINISTRATOR', 'ORDINARY']),
  changes: obj({ legalChange: oneOfValues(['none', 'inProgress']), adminChange: oneOfValues(['none', 'inProgress']) }),
});

export const AUTH_INFO_DATA: JsonSchema = { anyOf: [PERSONAL_INFO_DATA, ENTERPRISE_INFO_DATA] };

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
export const HISTORY_DATA: JsonSchema = obj({ personalInfo: historyPart, entInfo: historyPart });

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
  sms: obj({ mobileNo: str, expiresAt: num }),
});

export const AGREEMENTS_BODY: JsonSchema = obj({ step: oneOfValues(AGREEMENT_STEPS), entCode: str }, ['step']);
export const AGREEMENTS_DATA: JsonSchema = obj({
  step: str,
  list: arr(obj({ code: str, title: str, url: str, required: bool })),
});

export const ENT_ID_INFO_BODY: JsonSchema = nullable(obj({ entCode: str }));
export const ENT_ID_INFO_DATA: JsonSchema = obj({ idName: str, idNo: str, idType: str, mobile: str, isLegalPerson: nullable(bool) });

export const FACE_START_BODY: JsonSchema = obj({ scene: oneOfValues(FACE_SCENES), entCode: str, contractId: str }, ['scene']);
export const FACE_START_DATA: JsonSchema = obj({ faceId: str, url: str, expiresAt: num });
export const FACE_QUERY: JsonSchema = obj({ faceId: nonEmpty }, ['faceId']);
export const FACE_RESULT_DATA: JsonSchema = obj({
  faceId: str,
  scene: oneOfValues(FACE_SCENES),
  status: oneOfValues(['waiting', 'passed', 'failed', 'expired']),
  reason: nullable(str),
  expiresAt: num,
});

export const OCR_ID_CARD_DATA: JsonSchema = obj({
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
});

/** Multipart or JSON: described, not validated (the handler reads the raw body). */
export const OCR_ID_CARD_BODY: JsonSchema = {
  description: 'multipart/form-data with `file` and `side`, or JSON {side, image (Base64) | fileId, fileName?}',
};
export const UPLOAD_BODY: JsonSchema = { description: 'multipart/form-data with `file` and optional `type` (idCard, businessLicense, material)' };
export const UPLOAD_DATA: JsonSchema = obj({ fileId: str, fileName: str, url: str, size: int, contentType: str });

export const ENUM_QUERY: JsonSchema = obj({ code: nonEmpty });
export const ENUM_DATA: JsonSchema = arr(obj({ value: str, name: str }));

export const PERMISSION_BODY: JsonSchema = obj({ bizType: str, companyUCId: nonEmpty, productId: nonEmpty, userUCId: nonEmpty }, ['companyUCId', 'productId', 'userUCId']);
export const PERMISSION_DATA: JsonSchema = bool;

export { nul };
