/**
 * The personal authentication calls under /customer/client: factor submission, agreements, the
 * person's identity, face checks, ID-card OCR, file upload, enumerations and the product
 * permission check. Each answers from the world's state and moves it (README: "Authentication").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_CODES,
  AUTH_PATHS,
  isMobile,
  type AgreementsAnswer,
  type AuthQueryAnswer,
  type CallRequest,
  type EntIdInfoAnswer,
  type EnumItem,
  type FaceResultAnswer,
  type FaceStartAnswer,
  type FaceStartRequest,
  type IdCardOcrAnswer,
  type IdCardSide,
  type UploadAnswer,
  type UploadType,
  validationMessages,
} from '@portal/core';
import { MOCK_AUTH_PATHS } from '../paths';
import { type RouteContext, maskMobile, requireSession } from '../context';
import { BizCode, bizError, httpError, ok } from '../envelope';
import type { Account, Company } from '../personas';
import { envelopeResponses, route, type MockServer } from '../route';
import { DICTIONARY_DATA, enumDictionary, mockEnvelope, mockOk } from '../mock-layer/routes';
import type { MockState } from '../state';
import { AGREEMENTS } from './agreements';
import { BANKS, SAMPLE_ID_CARD, cardIdentity, checkBankCard, checkIdentity, telecomMatches } from './registry';
import { CONTENT_TYPES, type FileKind, fileKind, isMultipart, parseMultipart } from './multipart';
import { recogniseIdCard } from './samples';
import { schemas } from '@portal/core/contract/schemas';
import { noStore } from '../limits/http';
import { FACE_TTL_MS, type FaceCheck, failFactor, faceStatus, passFactor } from './state';
import { own } from '../own';

/** The origin the caller used, for links a phone opens (QR codes). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function linkedCompany(account: Account, entCode: string): Company {
  const company = account.companies.find((c) => c.creditCode === entCode);
  if (!company) throw bizError(BizCode.NOT_YOUR_COMPANY, '该企业不是您的关联企业');
  return company;
}

function requirePersonal2(account: Account): { idName: string; idNo: string } {
  const personal = account.personal;
  if (personal?.factors.personal2?.sts !== 'SUCCESS') throw bizError(AUTH_CODES.PERSONAL2_REQUIRED, '请先完成身份信息认证');
  return { idName: personal.idName, idNo: personal.idNo };
}

const personalSts = (account: Account): AuthQueryAnswer['personalSts'] =>
  account.personal ? { sts: account.personal.sts, subSts: account.personal.subSts } : { sts: null, subSts: null };

const missing = (field: string): never => {
  throw httpError(400, `缺少参数 ${field}`);
};

/** Failure of an outside check: recorded (FAILING + reason) and answered with its code. */
function refuse(state: MockState, account: Account, factor: AuthQueryAnswer['factor'], code: number, reason: string, identity?: { idName: string; idNo: string }): never {
  failFactor(account, factor, code, reason, state.now(), identity);
  throw bizError(code, reason);
}

/** The body as the wire carries it: one flat object, each factor reading its own fields. */
function submitFactor(state: MockState, account: Account, body: CallRequest<'authQuery'>['body']): AuthQueryAnswer {
  const answer = (factor: AuthQueryAnswer['factor'], factorSts: AuthQueryAnswer['factorSts'] = 'SUCCESS'): AuthQueryAnswer => ({
    factor,
    factorSts,
    personalSts: personalSts(account),
  });

  switch (body.factor) {
    case 'personal2': {
      if (account.personal?.sts === 'SUCCESS') throw bizError(AUTH_CODES.ALREADY_AUTHENTICATED, '您已完成个人实名认证，无需重复提交');
      const idName = (body.name ?? missing('name')).trim();
      const idNo = (body.idNo ?? missing('idNo')).trim().toUpperCase();
      const accepted = new Set(body.agreements ?? []);
      const unaccepted = AGREEMENTS.personal.filter((a) => a.required && !accepted.has(a.code));
      if (unaccepted.length > 0) throw bizError(AUTH_CODES.AGREEMENT_REQUIRED, `请阅读并同意${unaccepted.map((a) => `《${a.title}》`).join('')}`);
      const check = checkIdentity(idName, idNo, new Date(state.now()));
      if (!check.ok && check.kind === 'invalid') throw bizError(AUTH_CODES.ID_INVALID, check.reason);
      if (!check.ok) refuse(state, account, 'personal2', AUTH_CODES.ID_MISMATCH, check.reason, { idName, idNo });
      passFactor(account, 'personal2', { idName, idNo });
      return answer('personal2');
    }
    case 'telecomOperators3': {
      const { idNo } = requirePersonal2(account);
      if (!telecomMatches(idNo, account.mobile)) {
        refuse(state, account, 'telecomOperators3', AUTH_CODES.TELECOM_MISMATCH, '登录手机号非本人实名登记，请选择其他认证方式');
      }
      passFactor(account, 'telecomOperators3');
      return answer('telecomOperators3');
    }
    case 'bankCard4': {
      requirePersonal2(account);
      const cardNo = (body.cardNo ?? missing('cardNo')).replace(/\s+/g, '');
      const bankMobile = (body.bankMobile ?? missing('bankMobile')).trim();
      if (!isMobile(bankMobile)) throw httpError(400, validationMessages.mobileInvalid);
      const world = state.authWorld;
      if (body.step === 'send') {
        const check = checkBankCard(cardNo, bankMobile);
        if (!check.ok) {
          refuse(state, account, 'bankCard4', check.kind === 'invalid' ? AUTH_CODES.BANK_CARD_INVALID : AUTH_CODES.BANK_CARD_MISMATCH, check.reason);
        }
        world.pendingBankCards.set(account.mobile, { cardNo, bankMobile, bank: check.bank });
        const sms = state.sendSms(bankMobile, 'bankCard');
        return { ...answer('bankCard4', 'PROCESSING'), sms: { mobileNo: maskMobile(bankMobile), expiresAt: sms.expiresAt } };
      }
      const smsCode = body.smsCode ?? missing('smsCode');
      const pending = world.pendingBankCards.get(account.mobile);
      if (!pending || pending.cardNo !== cardNo || pending.bankMobile !== bankMobile) {
        throw bizError(AUTH_CODES.BANK_SMS_EXPIRED, '请先获取银行预留手机号的短信验证码');
      }
      const record = state.sms.get(bankMobile);
      if (!record || record.used || record.expiresAt <= state.now()) throw bizError(AUTH_CODES.BANK_SMS_EXPIRED, '短信验证码已失效，请重新获取');
      // A wrong code is a typing slip, not a failed check: the status does not move.
      if (record.code !== smsCode) throw bizError(AUTH_CODES.BANK_SMS_WRONG, '短信验证码错误，请重新输入');
      record.used = true;
      world.pendingBankCards.delete(account.mobile);
      passFactor(account, 'bankCard4');
      return answer('bankCard4');
    }
    default:
      throw httpError(400, '参数 factor 不合法');
  }
}

// --- face -----------------------------------------------------------------------------------------

function startFace(state: MockState, account: Account, body: FaceStartRequest, origin: string): FaceStartAnswer {
  let entCode: string | null = null;
  if (body.scene === 'personal') requirePersonal2(account);
  if (body.scene === 'legalPerson') entCode = linkedCompany(account, body.entCode || missing('entCode')).creditCode;
  if (body.scene === 'contract' && !body.contractId) missing('contractId');
  const now = state.now();
  const check: FaceCheck = {
    faceId: state.randomHex(24),
    scene: body.scene,
    mobile: account.mobile,
    entCode,
    contractId: body.contractId ?? null,
    status: 'waiting',
    reason: null,
    createdAt: now,
    expiresAt: now + FACE_TTL_MS,
  };
  state.authWorld.faceChecks.set(check.faceId, check);
  state.authWorld.latestFaceId = check.faceId;
  return { faceId: check.faceId, url: `${origin}${MOCK_AUTH_PATHS.facePage(check.faceId)}`, expiresAt: check.expiresAt };
}

export function faceResult(check: FaceCheck, now: number): FaceResultAnswer {
  return { faceId: check.faceId, scene: check.scene, status: faceStatus(check, now), reason: check.reason, expiresAt: check.expiresAt };
}

// --- OCR and upload -------------------------------------------------------------------------------

const MB = 1024 * 1024;
const IMAGE_LIMIT = 5 * MB;
const PDF_LIMIT = 10 * MB;

/** Formats each upload type takes; images up to 5 MB, PDF up to 10 MB. */
const ACCEPTED: Readonly<Record<UploadType, { kinds: readonly FileKind[]; refusal: string }>> = {
  idCard: { kinds: ['png', 'jpeg'], refusal: '身份证照片仅支持 JPG、PNG 格式' },
  businessLicense: { kinds: ['png', 'jpeg', 'pdf'], refusal: '营业执照仅支持 JPG、PNG、PDF 格式' },
  material: { kinds: ['png', 'jpeg', 'pdf'], refusal: '仅支持 JPG、PNG、PDF 格式的文件' },
};

const uploadRefused = (message: string): never => {
  throw bizError(AUTH_CODES.UPLOAD_REFUSED, message);
};

async function receiveUpload(state: MockState, account: Account, request: FastifyRequest): Promise<UploadAnswer> {
  if (!isMultipart(request)) uploadRefused('请以 multipart/form-data 上传文件（字段 file）');
  const { file, fields } = await parseMultipart(request);
  const type = (fields.type || 'material') as UploadType;
  const accepted = ACCEPTED[type] ?? uploadRefused('参数 type 须为 idCard、businessLicense 或 material');
  if (!file) return uploadRefused('请选择要上传的文件');
  if (file.bytes.length === 0) uploadRefused('文件内容为空，请重新选择');
  const kind = fileKind(file.bytes);
  if (!kind || !accepted.kinds.includes(kind)) uploadRefused(accepted.refusal);
  const realKind = kind as FileKind;
  if (realKind !== 'pdf' && file.bytes.length > IMAGE_LIMIT) uploadRefused('图片大小不能超过 5MB');
  if (realKind === 'pdf' && file.bytes.length > PDF_LIMIT) uploadRefused('PDF 文件大小不能超过 10MB');
  const fileId = `F${state.randomHex(20)}`;
  const contentType = CONTENT_TYPES[realKind];
  const fileName = file.fileName || `upload.${realKind === 'jpeg' ? 'jpg' : realKind}`;
  state.authWorld.files.set(fileId, { fileId, fileName, contentType, type, mobile: account.mobile, bytes: file.bytes, uploadedAt: state.now() });
  return { fileId, fileName, url: MOCK_AUTH_PATHS.file(fileId), size: file.bytes.length, contentType };
}

const SIDE_NAMES: Readonly<Record<IdCardSide, string>> = { front: '人像面', back: '国徽面' };

const ocrFailed = (message: string): never => {
  throw bizError(AUTH_CODES.OCR_FAILED, message);
};

// The 17th digit of a resident ID is odd for a man; digits 7-14 are the birth date.
const genderOf = (idNo: string): string => (Number(idNo[16]) % 2 === 1 ? '男' : '女');
const birthOf = (idNo: string): string => `${idNo.slice(6, 10)}年${Number(idNo.slice(10, 12))}月${Number(idNo.slice(12, 14))}日`;

/** The person on an uploaded ID card's front (OCR of a stored file), if it is a sample the mock knows. */
export function idCardFrontPerson(state: MockState, mobile: string, fileId: string | undefined): { name: string; idNo: string } | undefined {
  const stored = fileId ? state.authWorld.files.get(fileId) : undefined;
  if (!stored || stored.mobile !== mobile) return undefined;
  const recognised = recogniseIdCard(stored.bytes, stored.fileName);
  return recognised?.side === 'front' ? cardIdentity(recognised.idNo) : undefined;
}

async function readIdCard(state: MockState, account: Account, request: FastifyRequest): Promise<IdCardOcrAnswer> {
  let side: string | undefined;
  let bytes: Buffer | undefined;
  let fileName: string | undefined;
  if (isMultipart(request)) {
    const { file, fields } = await parseMultipart(request);
    side = fields.side;
    bytes = file?.bytes;
    fileName = file?.fileName;
  } else {
    const body = (request.body ?? {}) as { side?: string; image?: string; fileId?: string; fileName?: string };
    side = body.side;
    fileName = body.fileName;
    if (body.fileId) {
      const stored = state.authWorld.files.get(body.fileId);
      if (!stored || stored.mobile !== account.mobile) ocrFailed('文件不存在，请重新上传');
      bytes = stored?.bytes;
      fileName = fileName ?? stored?.fileName;
    } else if (body.image) {
      bytes = Buffer.from(body.image.replace(/^data:[^,]*,/, ''), 'base64');
    }
  }
  if (side !== 'front' && side !== 'back') throw httpError(400, '参数 side 须为 front 或 back');
  if (!bytes || bytes.length === 0) throw httpError(400, '缺少参数 file（或 image、fileId）');
  const kind = fileKind(bytes);
  if (kind !== 'png' && kind !== 'jpeg') ocrFailed('身份证照片仅支持 JPG、PNG 格式');
  const recognised = recogniseIdCard(bytes, fileName);
  const person = recognised && cardIdentity(recognised.idNo);
  if (!recognised || !person) return ocrFailed('未能识别身份证信息，请上传清晰完整的身份证照片，或手动填写');
  if (recognised.side !== side) ocrFailed(`请上传身份证${SIDE_NAMES[side]}`);
  const card = SAMPLE_ID_CARD;
  return side === 'front'
    ? { side, name: person.name, idNo: person.idNo, gender: genderOf(person.idNo), nation: card.nation, birth: birthOf(person.idNo), address: card.address }
    : { side, issueAuthority: card.issueAuthority, validFrom: card.validFrom, validTo: card.validTo };
}

// --- enumerations ---------------------------------------------------------------------------------

export const ENUMS: Readonly<Record<string, readonly EnumItem[]>> = {
  entType: [
    { value: '1', name: '一般企业' },
    { value: '2', name: '个体工商户' },
    { value: '3', name: '事业单位' },
    { value: '4', name: '社会团体' },
    { value: '99', name: '其他' },
  ],
  idType: [
    { value: 'ID_CARD', name: '居民身份证' },
    { value: 'PASSPORT', name: '护照' },
    { value: 'HK_MACAO_PASS', name: '港澳居民来往内地通行证' },
    { value: 'TAIWAN_PASS', name: '台湾居民来往大陆通行证' },
  ],
  bank: BANKS,
  authMethod: [
    { value: '1', name: '小额打款+法定代表人线上认证' },
    { value: '2', name: '法定代表人刷脸线上认证' },
    { value: '3', name: '小额打款+法定代表人线下授权' },
    { value: '4', name: '线下认证' },
  ],
  personalFactor: [
    { value: 'personal2', name: '身份信息认证' },
    { value: 'telecomOperators3', name: '运营商三要素认证' },
    { value: 'bankCard4', name: '银行卡四要素认证' },
    { value: 'livingFace', name: '人脸识别认证' },
  ],
};

/** Default permission when the company has no entry for the product: the legal person and the administrator may, others may not. */
export function hasProductPermission(company: Company, productId: string): boolean {
  return company.permissions[productId] ?? company.role !== 'ORDINARY';
}

// --- routes ---------------------------------------------------------------------------------------

const tags = ['auth'];

export function authWorldRoutes(api: MockServer, { state }: RouteContext): void {
  const session = (request: FastifyRequest, reply: FastifyReply): Account => {
    const { account } = requireSession(state, request);
    noStore(reply);
    return account;
  };

  api.post(
    AUTH_PATHS.query,
    { schema: route({ call: 'authQuery', summary: 'Submit a personal factor (personal2, telecomOperators3, bankCard4 send/confirm)', tags }) },
    async (request, reply) => ok(submitFactor(state, session(request, reply), request.body)),
  );

  api.post(
    AUTH_PATHS.agreements,
    { schema: route({ call: 'agreements', summary: 'The agreements to accept for a step', tags }) },
    async (request, reply) => {
      session(request, reply);
      const answer: AgreementsAnswer = { step: request.body.step, list: AGREEMENTS[request.body.step].map((a) => ({ ...a })) };
      return ok(answer);
    },
  );

  api.post(
    AUTH_PATHS.entIdInfo,
    { schema: route({ call: 'entIdInfo', summary: 'The signed-in person\'s identity (and whether they are the legal person of entCode)', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const { idName, idNo } = requirePersonal2(account);
      const entCode = request.body?.entCode;
      const company = entCode ? linkedCompany(account, entCode) : undefined;
      const answer: EntIdInfoAnswer = { idName, idNo, idType: 'ID_CARD', mobile: account.mobile, isLegalPerson: company ? company.legalPersonIdNo === idNo : null };
      return ok(answer);
    },
  );

  api.post(
    AUTH_PATHS.face,
    { schema: route({ call: 'faceStart', summary: 'Start a face check: the phone page link (5 minutes)', tags }) },
    async (request, reply) => ok(startFace(state, session(request, reply), request.body, requestOrigin(request))),
  );

  api.get(
    AUTH_PATHS.face,
    { schema: route({ call: 'faceResult', summary: 'Poll a face check', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const check = state.authWorld.faceChecks.get(request.query.faceId);
      if (!check || check.mobile !== account.mobile) throw bizError(AUTH_CODES.FACE_INVALID, '人脸识别记录不存在，请重新发起');
      return ok(faceResult(check, state.now()));
    },
  );

  api.post(
    AUTH_PATHS.ocrIdCard,
    { schema: route({ call: 'ocrIdCard', summary: 'Read an ID-card image (the mock\'s samples only)', tags }) },
    async (request, reply) => ok(await readIdCard(state, session(request, reply), request)),
  );

  api.post(
    AUTH_PATHS.fileUpload,
    { schema: route({ call: 'fileUpload', summary: 'Upload a file (multipart: file, type)', tags }) },
    async (request, reply) => ok(await receiveUpload(state, session(request, reply), request)),
  );

  api.get(
    AUTH_PATHS.enumeration,
    {
      schema: route({
        call: 'enumeration',
        summary: "An option list by code; without code the mock layer's enum dictionary, in the mock envelope {isOk, code, message, data}",
        tags,
        response: { ...envelopeResponses(schemas.enumeration.data), 200: { anyOf: [envelopeResponses(schemas.enumeration.data)[200], mockEnvelope(DICTIONARY_DATA)] } },
      }),
    },
    async (request) => {
      if (request.query.code === undefined) return mockOk(request, enumDictionary());
      const list = own(ENUMS, request.query.code);
      if (!list) throw bizError(AUTH_CODES.ENUM_UNKNOWN, `未知的枚举：${request.query.code}`);
      return ok(list.map((item) => ({ ...item })));
    },
  );

  api.post(
    AUTH_PATHS.productPermission,
    { schema: route({ call: 'productPermission', summary: 'May this user open this product for this company', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const { companyUCId, productId, userUCId } = request.body;
      if (userUCId !== account.userUCId) throw httpError(403, '只能查询本人的产品权限');
      const company = account.companies.find((c) => c.companyUCId === companyUCId);
      if (!company) throw bizError(BizCode.NOT_YOUR_COMPANY, '该企业不是您的关联企业');
      return ok(hasProductPermission(company, productId));
    },
  );
}
