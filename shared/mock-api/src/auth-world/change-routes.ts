/**
 * The change calls under /customer/client (issue 11): the change info, starting and signing,
 * the administrator's materials, the authenticated-company query and the task link. Each answers
 * from the change world (change-state.ts) and moves it; README "Changes".
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ROUTES,
  documentPath,
  ADMIN_AUTHORISATION_CODE,
  AUTH_CODES,
  CHANGE_CODES as C,
  CHANGE_PATHS as PATHS,
  LEGAL_CHANGE_NOTICE_CODE,
  type CallAnswer,
  type ChangeWay,
  isMobile,
  taskLanding,
  validationMessages,
} from '@portal/core';
import { MOCK_AUTH_PATHS, MOCK_CHANGE_PATHS } from '../paths';
import { type RouteContext, requireSession } from '../context';
import { bizError, ok } from '../envelope';
import type { Account } from '../personas';
import { jsonResponse, rawResponse, route, type MockServer } from '../route';
import {
  type AdminChangeRecord,
  answerAdminChange,
  applyAdminChange,
  changeByInstId,
  changeInfo,
  changesOf,
  decideChange,
  signLegalChange,
  startLegalChange,
  submitLegalMaterials,
  type LegalChangeRecord,
} from './change-state';
import { registerReviewHandler } from './enterprise-control';
import { checkIdentity } from './registry';
import { linkedCompany, requestOrigin } from './routes';
import { noStore } from '../limits/http';
import { escapeHtml, htmlPage } from '../html';
import { maskMobile } from '../mask';
import type { MockState } from '../state';

const tags = ['change'];

const CHANGES_ANSWER: TSchema = Type.Array(Type.Object({ kind: Type.String(), instId: Type.String(), creditCode: Type.String(), companyName: Type.Optional(Type.String()), step: Type.String(), taskLink: Type.String(), answerUrl: Type.Optional(Type.String()) }));

/** The new licence and the change notice signed and stamped by the company. */
export const LEGAL_CHANGE_FILES = ['businessLicense', LEGAL_CHANGE_NOTICE_CODE] as const;

/** The link of an administrator application's phone page: unguessable, like the other phone pages (a keyed hash of the task id). */
const PAGE_KEY = randomBytes(16);
export const adminAnswerToken = (instId: string): string => createHmac('sha256', PAGE_KEY).update(instId).digest('hex').slice(0, 32);

/** The change page where the named new legal representative signs (a task link: the page asks /auth/task/jump). */
const legalSignLink = (instId: string): string => documentPath(ROUTES.auth.legalChange.legalSign.href({ instId, changeWay: 'LEGAL' }));

// The reviewer's control call decides a change when no enterprise review is pending for the company.
registerReviewHandler((state, creditCode, decision, reason) => decideChange(state, creditCode, decision, reason));

export function changeRoutes(api: MockServer, { state }: RouteContext): void {
  const session = (request: FastifyRequest, reply: FastifyReply): Account => {
    const { account } = requireSession(state, request);
    noStore(reply);
    return account;
  };

  api.get(
    PATHS.info,
    { schema: route({ call: 'changeInfo', summary: "The company's legal-representative and administrator changes, seen by the caller", tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      return ok(changeInfo(state, account, linkedCompany(account, request.query.entCode)));
    },
  );

  api.post(
    PATHS.apply,
    { schema: route({ call: 'changeApply', summary: 'Start a legal-representative change, sign its notice (new legal representative), or apply to become administrator', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const body = request.body;
      const company = linkedCompany(account, body.entCode);
      if (body.action === 'startLegal') startLegalChange(state, account, company);
      else if (body.action === 'signLegal') {
        if (!body.agreements?.includes(LEGAL_CHANGE_NOTICE_CODE)) throw bizError(C.AGREEMENT_REQUIRED, '请阅读并同意《法定代表人变更通知书》');
        signLegalChange(state, account, company, body.faceId ?? '');
      } else {
        if (!body.agreements?.includes(ADMIN_AUTHORISATION_CODE)) throw bizError(C.AGREEMENT_REQUIRED, '请阅读并同意《平台管理员授权书》');
        // Applying again while waiting answers the same change and sends no second notice.
        const waiting = changesOf(state).admin.get(company.creditCode)?.step === 'WAIT_LEGAL';
        const record = applyAdminChange(state, account, company);
        const text = `【保理服务平台】${record.applicantName}申请成为${company.companyName}的管理员，请法定代表人登录保理服务平台确认。`;
        if (!waiting) state.sendNotice(record.legalMobile, 'adminChange', text, `${requestOrigin(request)}${MOCK_CHANGE_PATHS.adminAnswerPage(adminAnswerToken(record.instId))}`);
      }
      return ok({ change: changeInfo(state, account, company) });
    },
  );

  api.post(
    PATHS.lpMaterial,
    { schema: route({ call: 'changeLpMaterial', summary: "The administrator's materials: new licence, signed change notice, the new legal representative", tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const body = request.body;
      const company = linkedCompany(account, body.entCode);
      if (!isMobile(body.newLegalMobile)) throw bizError(C.NOT_ALLOWED, validationMessages.mobileInvalid);
      const identity = checkIdentity(body.newLegalName, body.newLegalIdNo, new Date(state.now()));
      if (!identity.ok) throw bizError(identity.kind === 'invalid' ? AUTH_CODES.ID_INVALID : AUTH_CODES.ID_MISMATCH, identity.reason);
      const files: LegalChangeRecord['files'] = LEGAL_CHANGE_FILES.map((code) => {
        const given = body.files.find((f) => f.code === code);
        const stored = given && state.authWorld.files.get(given.fileId);
        if (!given || !stored || stored.mobile !== account.mobile) throw bizError(C.MATERIAL_MISSING, code === 'businessLicense' ? '请上传新的营业执照' : '请上传盖章的法定代表人变更通知书');
        return { code, fileId: given.fileId, fileName: stored.fileName, url: MOCK_AUTH_PATHS.file(given.fileId) };
      });
      const record = submitLegalMaterials(state, account, company, { name: body.newLegalName, idNo: body.newLegalIdNo, mobile: body.newLegalMobile }, files);
      if (record.step === 'WAIT_LEGAL') {
        const text = `【保理服务平台】${company.companyName}正在办理法定代表人变更，请${body.newLegalName}登录保理服务平台完成人脸识别并签署变更通知书。`;
        state.sendNotice(body.newLegalMobile, 'legalChange', text, `${requestOrigin(request)}${legalSignLink(record.instId)}`);
      }
      return ok({ change: changeInfo(state, account, company) });
    },
  );

  api.post(
    PATHS.authSuccessEnt,
    { schema: route({ call: 'authSuccessEnt', summary: "The company's authentication (authEntInfo.sts) and a legal-representative change's businessType", tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const company = linkedCompany(account, request.body.entCode);
      const legal = changesOf(state).legal.get(company.creditCode);
      // The contract's answer has no EXPIRED (an expired company's answer fails the answer check): typed as the contract reads it.
      const sts = company.auth.sts as CallAnswer<'authSuccessEnt'>['authEntInfo']['sts'];
      return ok({
        authEntInfo: { entCode: company.creditCode, entName: company.companyName, sts },
        businessType: legal && legal.step !== 'SUCCESS' ? legal.businessType : null,
      });
    },
  );

  api.post(
    PATHS.taskJump,
    { schema: route({ call: 'taskJump', summary: 'Where a task link (SMS, to-do list) lands the caller', tags }) },
    async (request, reply) => {
      const account = session(request, reply);
      const found = changeByInstId(state, request.query.instId);
      const company = found && account.companies.find((c) => c.creditCode === found.creditCode);
      if (!company) throw bizError(C.NO_CHANGE, '该任务不存在或与您无关');
      const path = taskLanding(request.query.changeWay, changeInfo(state, account, company), company.role === 'ADMINISTRATOR');
      if (!path) throw bizError(C.NO_CHANGE, '该任务已处理，无需您再办理');
      return ok({ entCode: company.creditCode, path });
    },
  );
}

const ADMIN_REFUSALS = ['本人未同意该用户成为平台管理员', '该用户已离职', '需与公司内部确认后再办理'];

/** The legal representative's phone page (the adminChange SMS link): agree or refuse the application. */
function adminAnswerPage(state: MockState, record: AdminChangeRecord | undefined): string {
  const title = '管理员申请确认（模拟手机端）';
  if (!record) return htmlPage(title, '<h1 class="refused">链接无效</h1><p>该确认链接不存在或已失效。</p>');
  const company = [...state.accounts.values()].flatMap((a) => a.companies).find((c) => c.creditCode === record.creditCode);
  const heading = `<h1>${escapeHtml(company?.companyName ?? record.creditCode)} · 管理员申请</h1>`;
  if (record.step === 'SUCCESS') return htmlPage(title, `${heading}<p data-status="confirmed">您已同意${escapeHtml(record.applicantName)}成为平台管理员。</p>`);
  if (record.step === 'REFUSED') return htmlPage(title, `${heading}<p class="refused" data-status="refused">您已拒绝该申请：${escapeHtml(record.refusal ?? '')}</p>`);
  const action = MOCK_CHANGE_PATHS.adminAnswerPage(adminAnswerToken(record.instId));
  const options = ADMIN_REFUSALS.map((r) => `<option>${escapeHtml(r)}</option>`).join('');
  return htmlPage(
    title,
    `${heading}<p>${escapeHtml(record.applicantName)}（${escapeHtml(maskMobile(record.applicantMobile))}）申请成为贵司的平台管理员，请您（法定代表人 ${escapeHtml(record.legalName)}）确认。</p>
<p class="note">这是演示环境的模拟页面。</p>
<form method="post" action="${action}"><input type="hidden" name="confirm" value="true"><button type="submit" data-action="confirm">同意其成为管理员</button></form>
<form method="post" action="${action}">
<input type="hidden" name="confirm" value="false">
<p><label for="reason">拒绝原因</label><br><select id="reason" name="reason">${options}</select></p>
<button type="submit" data-action="refuse">拒绝申请</button>
</form>`,
  );
}

const CHANGE_PAGE_PARAMS = Type.Object({ token: Type.String() });

/** GET /__mock/changes: every change with its task link (QA: what to open as whom); the administrator application's phone page. */
export function changeControlRoutes(app: MockServer, { state }: RouteContext): void {
  const companyName = (creditCode: string): string =>
    [...state.accounts.values()].flatMap((a) => a.companies).find((c) => c.creditCode === creditCode)?.companyName ?? creditCode;
  app.get(
    MOCK_CHANGE_PATHS.list,
    { schema: route({ summary: 'Every change in the mock, its step, its task link and (an administrator application waiting) the legal representative\'s phone page', tags: ['control'], response: jsonResponse(CHANGES_ANSWER) }) },
    async () => {
      const records = changesOf(state);
      // Any change page takes instId and changeWay and asks /auth/task/jump where the caller belongs.
      const link = (instId: string, way: ChangeWay): string =>
        way === 'LEGAL' ? legalSignLink(instId) : documentPath(ROUTES.auth.adminChange.result.href({ instId, changeWay: way }));
      return [
        ...[...records.legal.values()].map((r) => ({ kind: 'legalChange', instId: r.instId, creditCode: r.creditCode, companyName: companyName(r.creditCode), step: r.step, taskLink: link(r.instId, 'LEGAL') })),
        ...[...records.admin.values()].map((r) => ({
          kind: 'adminChange',
          instId: r.instId,
          creditCode: r.creditCode,
          companyName: companyName(r.creditCode),
          step: r.step,
          taskLink: link(r.instId, 'ADMIN'),
          answerUrl: MOCK_CHANGE_PATHS.adminAnswerPage(adminAnswerToken(r.instId)),
        })),
      ];
    },
  );

  const byToken = (token: string): AdminChangeRecord | undefined => [...changesOf(state).admin.values()].find((r) => adminAnswerToken(r.instId) === token);
  app.get(
    '/__mock/admin-change/page/:token',
    { schema: route({ summary: "The legal representative's phone page for an administrator application (the adminChange SMS link)", tags: ['simulators'], params: CHANGE_PAGE_PARAMS, response: rawResponse(['text/html'], 'HTML page', [200, 404]) }) },
    async (request, reply) => {
      const record = byToken(request.params.token);
      return reply.code(record ? 200 : 404).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(adminAnswerPage(state, record));
    },
  );
  app.post(
    '/__mock/admin-change/page/:token',
    {
      schema: route({
        summary: "The legal representative's answer (form or JSON: confirm=true|false, reason)",
        tags: ['simulators'],
        params: CHANGE_PAGE_PARAMS,
        body: Type.Object({ confirm: Type.Unknown(), reason: Type.Optional(Type.String()) }),
        response: rawResponse(['text/html'], 'HTML page', [200, 404, 409]),
      }),
    },
    async (request, reply) => {
      const record = byToken(request.params.token);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!record) return reply.code(404).send(adminAnswerPage(state, undefined));
      if (record.step !== 'WAIT_LEGAL') return reply.code(409).send(adminAnswerPage(state, record));
      answerAdminChange(state, record.creditCode, request.body.confirm === true || request.body.confirm === 'true', request.body.reason);
      return reply.send(adminAnswerPage(state, record));
    },
  );
}
