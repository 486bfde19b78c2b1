/**
 * The authentication world's control API and simulated outside pages, under /__mock/: finish the
 * latest face check, read or set an account's state, the face check's phone page, the sample
 * ID-card images, the agreement documents and uploaded files.
 */
import { Type } from '@sinclair/typebox';
import {
  AUTH_CODES,
  AUTH_STS as STS,
  CHANGE_STATES as CHANGES,
  ENT_AUTH_EXPIRED_STS,
  ENT_AUTH_METHODS as METHODS,
  ENT_ROLES as ROLES,
  ENT_TYPE_CODES as ENT_TYPES,
  formatChinaTime,
  PERSONAL_FACTOR_CODES as FACTORS,
  type PersonalFactorCode,
} from '@portal/core';
import type { RouteContext } from '../context';
import { httpError } from '../envelope';
import { escapeHtml, htmlPage } from '../html';
import type { Account, Company, FactorState, PersonalAuth } from '../personas';
import { jsonResponse, rawResponse, route, type MockServer } from '../route';
import type { MockState } from '../state';
import { AGREEMENT_TITLES, agreementText } from './agreements';
import { ID_CARD_SAMPLES, personalIdCardFront, personalSampleFileName, sampleFileName } from './samples';
import { cardIdentity } from './registry';
import { DEFAULT_FACE_FAILURE, type FaceCheck, faceOutcomeHandler, faceStatus, personalStsAfterSuccess } from './state';
import { faceResult } from './routes';
import { own } from '../own';

const tags = ['control'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

function pick<T>(value: unknown, allowed: readonly T[], field: string): T {
  if (!allowed.includes(value as T)) throw httpError(400, `${field} must be one of ${allowed.map(String).join(', ')}`);
  return value as T;
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw httpError(400, `${field} must be a string`);
  return value;
}

const nullableText = (value: unknown, field: string): string | null => (value === null ? null : text(value, field));

function onlyKeys(input: Json, allowed: readonly string[], where: string): void {
  const extra = Object.keys(input).filter((key) => !allowed.includes(key));
  if (extra.length > 0) throw httpError(400, `unknown field(s) in ${where}: ${extra.join(', ')}; allowed: ${allowed.join(', ')}`);
}

/** `personal`: null clears it; an object is merged onto the current state (sts computed from factors unless given). */
function applyPersonal(account: Account, input: unknown, now: number): void {
  if (input === null) {
    account.personal = null;
    return;
  }
  if (!isObject(input)) throw httpError(400, 'personal must be an object or null');
  onlyKeys(input, ['sts', 'subSts', 'idName', 'idNo', 'factors', 'lastFailure'], 'personal');
  const personal: PersonalAuth = account.personal ?? { sts: 'PROCESSING', subSts: null, idName: '', idNo: '', factors: {}, lastFailure: null };
  if (input.idName !== undefined) personal.idName = text(input.idName, 'personal.idName');
  if (input.idNo !== undefined) personal.idNo = text(input.idNo, 'personal.idNo');
  if (input.factors !== undefined) {
    if (!isObject(input.factors)) throw httpError(400, 'personal.factors must be an object such as {"personal2": "SUCCESS"}');
    const factors: Partial<Record<PersonalFactorCode, FactorState>> = {};
    for (const [name, value] of Object.entries(input.factors)) {
      const factor = pick(name as PersonalFactorCode, FACTORS, 'personal.factors keys');
      // "SUCCESS" or {"sts": "FAILING", "reason": "..."}.
      const sts = pick(isObject(value) ? value.sts : value, STS, `personal.factors.${name}`);
      const reason = isObject(value) && value.reason !== undefined ? nullableText(value.reason, `personal.factors.${name}.reason`) : null;
      factors[factor] = { sts, reason };
    }
    personal.factors = factors;
  }
  if (input.lastFailure !== undefined) {
    if (input.lastFailure === null) personal.lastFailure = null;
    else {
      if (!isObject(input.lastFailure)) throw httpError(400, 'personal.lastFailure must be {factor, reason, code?} or null');
      const factor = pick(input.lastFailure.factor, FACTORS, 'personal.lastFailure.factor');
      const reason = text(input.lastFailure.reason, 'personal.lastFailure.reason');
      const code = typeof input.lastFailure.code === 'number' ? input.lastFailure.code : AUTH_CODES.FACE_FAILED;
      personal.lastFailure = { factor, reason, code, at: now };
    }
  }
  personal.sts =
    input.sts !== undefined ? pick(input.sts, STS, 'personal.sts') : personal.lastFailure ? 'FAILING' : personalStsAfterSuccess(personal);
  if (input.subSts !== undefined) personal.subSts = nullableText(input.subSts, 'personal.subSts');
  account.personal = personal;
}

const COMPANY_KEYS = [
  'creditCode',
  'companyName',
  'companyUCId',
  'entType',
  'role',
  'sts',
  'subSts',
  'authMethod',
  'legalPersonName',
  'legalPersonIdNo',
  'administratorIdNo',
  'legalChange',
  'adminChange',
  'permissions',
  'remove',
] as const;

/** One entry of `companies`: matched by creditCode, merged; a new creditCode adds a company (companyName required). */
function applyCompany(state: MockState, account: Account, input: unknown, index: number): void {
  const where = `companies[${index}]`;
  if (!isObject(input)) throw httpError(400, `${where} must be an object`);
  onlyKeys(input, COMPANY_KEYS, where);
  const creditCode = text(input.creditCode, `${where}.creditCode`);
  const existing = account.companies.find((c) => c.creditCode === creditCode);
  if (input.remove === true) {
    account.companies = account.companies.filter((c) => c.creditCode !== creditCode);
    return;
  }
  const personalIdNo = account.personal?.idNo ?? '';
  const company: Company = existing ?? {
    companyUCId: `EC${state.randomDigits(10)}`,
    creditCode,
    companyName: text(input.companyName, `${where}.companyName (required for a new company)`),
    entType: 1,
    legalPersonName: account.personal?.idName ?? account.username,
    legalPersonIdNo: personalIdNo,
    administratorIdNo: personalIdNo,
    role: 'LEGAL_PERSON',
    auth: { sts: null, subSts: null, authMethod: null },
    legalChange: 'none',
    adminChange: 'none',
    permissions: {},
  };
  if (input.companyName !== undefined) company.companyName = text(input.companyName, `${where}.companyName`);
  if (input.companyUCId !== undefined) company.companyUCId = text(input.companyUCId, `${where}.companyUCId`);
  if (input.entType !== undefined) company.entType = pick(input.entType, ENT_TYPES, `${where}.entType`);
  if (input.role !== undefined) company.role = pick(input.role, ROLES, `${where}.role`);
  if (input.legalPersonName !== undefined) company.legalPersonName = text(input.legalPersonName, `${where}.legalPersonName`);
  if (input.legalPersonIdNo !== undefined) company.legalPersonIdNo = text(input.legalPersonIdNo, `${where}.legalPersonIdNo`);
  if (input.administratorIdNo !== undefined) company.administratorIdNo = text(input.administratorIdNo, `${where}.administratorIdNo`);
  if (input.sts !== undefined) company.auth.sts = input.sts === null ? null : pick(input.sts, [...STS, ENT_AUTH_EXPIRED_STS] as const, `${where}.sts`);
  if (input.subSts !== undefined) company.auth.subSts = nullableText(input.subSts, `${where}.subSts`);
  if (input.authMethod !== undefined) company.auth.authMethod = input.authMethod === null ? null : pick(input.authMethod, METHODS, `${where}.authMethod`);
  if (input.legalChange !== undefined) company.legalChange = pick(input.legalChange, CHANGES, `${where}.legalChange`);
  if (input.adminChange !== undefined) company.adminChange = pick(input.adminChange, CHANGES, `${where}.adminChange`);
  if (input.permissions !== undefined) {
    if (!isObject(input.permissions) || Object.values(input.permissions).some((v) => typeof v !== 'boolean')) {
      throw httpError(400, `${where}.permissions must map product ids to booleans, e.g. {"HXG": false}`);
    }
    company.permissions = { ...company.permissions, ...(input.permissions as Record<string, boolean>) };
  }
  if (!existing) account.companies.push(company);
}

/** POST /__mock/accounts/:mobile/state: `personal`, `history`, `companies` (README: the body). */
export function applyAccountState(state: MockState, account: Account, body: unknown): void {
  if (!isObject(body)) throw httpError(400, 'the body must be a JSON object');
  onlyKeys(body, ['personal', 'history', 'companies'], 'the body');
  if (body.personal !== undefined) applyPersonal(account, body.personal, state.now());
  if (body.history !== undefined) {
    if (body.history === null) account.history = null;
    else if (isObject(body.history)) account.history = { idName: text(body.history.idName, 'history.idName'), idNo: text(body.history.idNo, 'history.idNo') };
    else throw httpError(400, 'history must be {idName, idNo} or null');
  }
  if (body.companies !== undefined) {
    if (!Array.isArray(body.companies)) throw httpError(400, 'companies must be an array');
    body.companies.forEach((entry, index) => applyCompany(state, account, entry, index));
  }
}

/** An account as the control API shows it: everything but the password. */
export function accountView(state: MockState, account: Account): Json {
  const { password: _password, ...rest } = account;
  const now = state.now();
  return {
    ...rest,
    hasPassword: account.password !== '',
    // The person's own ID-card front for QA's uploads (OCR reads this person).
    ownIdCardSample: account.personal ? `/__mock/samples/${personalSampleFileName(account.personal.idNo)}` : null,
    pendingBankCard: state.authWorld.pendingBankCards.get(account.mobile) ?? null,
    faceChecks: [...state.authWorld.faceChecks.values()].filter((c) => c.mobile === account.mobile).map((c) => faceResult(c, now)),
  };
}

/** Finishes a waiting face check and applies its outcome to the account. */
export function completeFace(state: MockState, check: FaceCheck, pass: boolean, reason: string | undefined): void {
  const now = state.now();
  const status = faceStatus(check, now);
  if (status === 'expired') throw httpError(409, '该人脸识别链接已过期，请在电脑上刷新二维码');
  if (status !== 'waiting') throw httpError(409, `该人脸识别已结束（${status}）`);
  check.status = pass ? 'passed' : 'failed';
  check.reason = pass ? null : reason || DEFAULT_FACE_FAILURE;
  const account = state.account(check.mobile);
  const handler = faceOutcomeHandler(check.scene);
  if (account && handler) handler(account, check, now);
}

const SCENE_TITLES: Readonly<Record<FaceCheck['scene'], string>> = { personal: '个人实名认证', legalPerson: '法定代表人认证', contract: '合同签署意愿认证' };

const FAILURE_REASONS = ['人脸比对不通过，请本人重试', '未检测到活体，请按提示完成动作', '光线过暗，请在光线充足处重试'];

/** The simulated phone page: QA passes or fails the liveness check here (also "在本机完成"). */
function facePage(state: MockState, check: FaceCheck | undefined): string {
  const title = '人脸识别（模拟手机端）';
  if (!check) return htmlPage(title, '<h1 class="refused">链接无效</h1><p>该人脸识别链接不存在，请在电脑上重新获取二维码。</p>');
  const status = faceStatus(check, state.now());
  const heading = `<h1>${escapeHtml(SCENE_TITLES[check.scene])} · 人脸识别</h1>`;
  if (status === 'expired') return htmlPage(title, `${heading}<p class="refused" data-status="expired">链接已过期，请在电脑上刷新二维码后重新扫码。</p>`);
  if (status === 'passed') return htmlPage(title, `${heading}<p data-status="passed">人脸识别已通过，请回到电脑端继续操作。</p>`);
  if (status === 'failed') {
    return htmlPage(title, `${heading}<p class="refused" data-status="failed">人脸识别未通过：${escapeHtml(check.reason ?? '')}</p><p>请回到电脑端重新发起。</p>`);
  }
  const action = `/__mock/face/page/${encodeURIComponent(check.faceId)}`;
  const options = FAILURE_REASONS.map((r) => `<option>${escapeHtml(r)}</option>`).join('');
  return htmlPage(
    title,
    `${heading}
<p>请正对屏幕，保持光线充足。这是演示环境的模拟页面：选择识别结果。</p>
<form method="post" action="${action}"><input type="hidden" name="pass" value="true"><button type="submit" data-action="pass">通过</button></form>
<form method="post" action="${action}">
<input type="hidden" name="pass" value="false">
<p><label for="reason">不通过的原因</label><br><select id="reason" name="reason">${options}</select></p>
<button type="submit" data-action="fail">不通过</button>
</form>
<p class="note">链接有效期至 ${escapeHtml(formatChinaTime(check.expiresAt))}</p>`,
  );
}

const FACE_LATEST_BODY = Type.Object({ pass: Type.Boolean(), reason: Type.Optional(Type.String()) });
const mobileParams = Type.Object({ mobile: Type.String({ minLength: 1 }) });

export function authWorldControlRoutes(app: MockServer, { state }: RouteContext): void {
  // The phone page posts an HTML form; only this mock's routes see the parser.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }

  app.post(
    '/__mock/face/latest',
    { schema: route({ summary: 'Pass or fail the most recent face check', tags, body: FACE_LATEST_BODY, response: jsonResponse(Type.Object({ faceId: Type.Optional(Type.String()), status: Type.Optional(Type.String()), scene: Type.Optional(Type.String()), mobile: Type.Optional(Type.String()) })) }) },
    async (request) => {
      const id = state.authWorld.latestFaceId;
      const check = id ? state.authWorld.faceChecks.get(id) : undefined;
      if (!check) throw httpError(404, 'no face check started yet');
      completeFace(state, check, request.body.pass, request.body.reason);
      return { faceId: check.faceId, status: check.status, scene: check.scene, mobile: check.mobile };
    },
  );

  app.get(
    '/__mock/face/page/:faceId',
    { schema: route({ summary: 'The simulated phone page of a face check', tags, params: Type.Object({ faceId: Type.String({ minLength: 1 }) }), response: rawResponse(['text/html'], 'HTML page') }) },
    async (request, reply) => reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(facePage(state, state.authWorld.faceChecks.get(request.params.faceId))),
  );

  app.post(
    '/__mock/face/page/:faceId',
    {
      schema: route({
        summary: 'The phone page\'s answer (form: pass=true|false, reason)',
        tags,
        params: Type.Object({ faceId: Type.String({ minLength: 1 }) }),
        body: Type.Object({ pass: Type.Unknown(), reason: Type.Optional(Type.String()) }),
        response: rawResponse(['text/html'], 'HTML page', [200, 404, 409]),
      }),
    },
    async (request, reply) => {
      const check = state.authWorld.faceChecks.get(request.params.faceId);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!check) return reply.code(404).send(facePage(state, undefined));
      const pass = request.body.pass === true || request.body.pass === 'true';
      try {
        completeFace(state, check, pass, request.body.reason);
      } catch {
        return reply.code(409).send(facePage(state, check));
      }
      return reply.send(facePage(state, check));
    },
  );

  app.get(
    '/__mock/accounts/:mobile',
    { schema: route({ summary: 'An account\'s whole state (no password)', tags, params: mobileParams, response: jsonResponse(Type.Object({})) }) },
    async (request) => {
      const account = state.account(request.params.mobile);
      if (!account) throw httpError(404, `no account ${request.params.mobile}`);
      return accountView(state, account);
    },
  );

  app.post(
    '/__mock/accounts/:mobile/state',
    { schema: route({ summary: 'Put an account into any personal or enterprise state', tags, params: mobileParams, body: Type.Object({ personal: Type.Optional(Type.Unknown()), history: Type.Optional(Type.Unknown()), companies: Type.Optional(Type.Unknown()) }), response: jsonResponse(Type.Object({})) }) },
    async (request) => {
      const account = state.account(request.params.mobile);
      if (!account) throw httpError(404, `no account ${request.params.mobile}`);
      applyAccountState(state, account, request.body);
      return accountView(state, account);
    },
  );

  app.get(
    '/__mock/samples/:file',
    {
      schema: route({
        summary: "Sample ID-card images for OCR: id-card-front.png (林晓雪), id-card-back.png, and id-card-front-<ID number>.png (a persona's or a registry legal representative's own card)",
        tags,
        params: Type.Object({ file: Type.String({ minLength: 1 }) }),
        response: rawResponse(['image/png'], 'PNG image', [200, 404]),
      }),
    },
    async (request, reply) => {
      const { file } = request.params;
      const own = /^id-card-front-(\d{17}[\dX])\.png$/i.exec(file)?.[1]?.toUpperCase();
      const side = file === sampleFileName('front') ? 'front' : file === sampleFileName('back') ? 'back' : undefined;
      const bytes = own && cardIdentity(own) ? personalIdCardFront(own) : side ? ID_CARD_SAMPLES[side] : undefined;
      if (!bytes) throw httpError(404, `no sample ${file}; samples: id-card-front.png, id-card-back.png, ${personalSampleFileName('<ID number>')}`);
      return reply.type('image/png').header('Content-Disposition', `inline; filename="${file}"`).send(bytes);
    },
  );

  app.get(
    '/__mock/agreements/:code',
    { schema: route({ summary: 'An agreement document by code', tags, params: Type.Object({ code: Type.String({ minLength: 1 }) }), response: rawResponse(['text/html'], 'HTML page', [200, 404]) }) },
    async (request, reply) => {
      const { code } = request.params;
      const title = own(AGREEMENT_TITLES, code);
      if (!title) throw httpError(404, `no agreement ${code}`);
      const body = `<h1>${escapeHtml(title)}</h1>${agreementText(code).map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`;
      return reply.type('text/html; charset=utf-8').send(htmlPage(title, body));
    },
  );

  app.get(
    '/__mock/files/:fileId',
    { schema: route({ summary: 'An uploaded file', tags, params: Type.Object({ fileId: Type.String({ minLength: 1 }) }), response: rawResponse(['image/png', 'image/jpeg', 'application/pdf'], 'the file', [200, 404]) }) },
    async (request, reply) => {
      const file = state.authWorld.files.get(request.params.fileId);
      if (!file) throw httpError(404, '文件不存在或已被删除');
      return reply
        .type(file.contentType)
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.bytes);
    },
  );
}
