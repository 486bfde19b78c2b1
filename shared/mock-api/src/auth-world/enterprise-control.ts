/**
 * Enterprise authentication's control API and simulated outside pages, under /__mock/: the
 * remitted amount, the notified legal person's phone page and answer, the reviewer's decision,
 * the business registry, the sample licence images and the agreement templates (PDF).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { MOCK_ENTERPRISE_PATHS } from '../paths';
import { type RouteContext, maskMobile } from '../context';
import { httpError } from '../envelope';
import { escapeHtml, htmlPage } from '../html';
import type { Account, Company } from '../personas';
import { enterprise, session } from '@portal/core/contract/schemas';
import { ENT_TYPE_CODES } from '@portal/core';
import { jsonResponse, oneOf, rawResponse, route, type MockServer } from '../route';
import type { MockState } from '../state';
import { AGREEMENT_TITLES } from './agreements';
import { agreementTemplatePdf } from './enterprise-templates';
import { BUSINESS_REGISTRY } from './enterprise-registry';
import { licenceSample, licenceSampleFileName } from './enterprise-samples';
import { type LpNotice, type ReviewDecision, answerLpNotice, decideReview, legalPersonFaceOutcome, reviewPending, stsOf } from './enterprise-state';
import { requestOrigin } from './routes';
import { registerFaceOutcome } from './state';
import { own } from '../own';

// The control calls' own answers (QA and tests; not portal calls), over the contract's statuses.
const S = {
  CREDIT_CODE_PARAMS: Type.Object({ creditCode: Type.String({ minLength: 1 }) }),
  REMITTANCE_ANSWER: Type.Object({ amount: Type.Optional(Type.String()), creditCode: Type.Optional(Type.String()), mobile: Type.Optional(Type.String()), triesLeft: Type.Optional(Type.Integer()), appliedAt: Type.Optional(Type.Number()) }),
  LP_LATEST_BODY: Type.Object({ confirm: Type.Boolean(), reason: Type.Optional(Type.String()) }),
  LP_NOTICE_ANSWER: Type.Object({ notifyId: Type.Optional(Type.String()), creditCode: Type.Optional(Type.String()), mobile: Type.Optional(Type.String()), lpMobile: Type.Optional(Type.String()), status: Type.Optional(Type.String()), reason: Type.Optional(Type.Union([Type.String(), Type.Null()])), url: Type.Optional(Type.String()) }),
  REVIEW_BODY: Type.Object({ result: oneOf(['approve', 'reject-business', 'reject-risk', 'reject-customer']), reason: Type.Optional(Type.String()) }),
  REVIEW_ANSWER: Type.Object({ creditCode: Type.Optional(Type.String()), mobile: Type.Optional(Type.String()), result: Type.Optional(enterprise.AuditResult), reasons: Type.Optional(Type.Array(Type.String())), sts: Type.Optional(session.StsPair) }),
  REGISTRY_ANSWER: Type.Array(Type.Object({
      entName: Type.Optional(Type.String()),
      creditCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      entType: Type.Optional(oneOf(ENT_TYPE_CODES, 'integer')),
      entTypeText: Type.Optional(Type.String()),
      legalPersonName: Type.Optional(Type.String()),
      legalPersonIdNo: Type.Optional(Type.String()),
      legalPersonMobile: Type.Optional(Type.String()),
      groupUnit: Type.Optional(enterprise.GroupUnitAnswer),
      flags: Type.Optional(Type.Array(Type.String())),
      purpose: Type.Optional(Type.String()),
      licenceSample: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    })),
} satisfies Record<string, TSchema>;

const tags = ['control'];

interface Link {
  account: Account;
  company: Company;
}

/** Every (account, company) link of a credit code. */
export function linksOf(state: MockState, creditCode: string): Link[] {
  return [...state.accounts.values()].flatMap((account) => account.companies.filter((c) => c.creditCode === creditCode).map((company) => ({ account, company })));
}

/** Another flow's review (issue 11's changes) may answer POST /__mock/review/:creditCode when no enterprise review is pending. */
export type ReviewHandler = (state: MockState, creditCode: string, decision: ReviewDecision, reason: string | undefined) => Record<string, unknown> | undefined;

const reviewHandlers: ReviewHandler[] = [];

export function registerReviewHandler(handler: ReviewHandler): void {
  if (!reviewHandlers.includes(handler)) reviewHandlers.push(handler);
}

// The legal person's face (scene legalPerson) moves the company it was started for.
registerFaceOutcome('legalPerson', (account, check) => {
  const company = account.companies.find((c) => c.creditCode === check.entCode);
  if (company) legalPersonFaceOutcome(company, check.status === 'passed', check.reason);
});

function allNotices(state: MockState): { notice: LpNotice; company: Company }[] {
  return [...state.accounts.values()].flatMap((account) =>
    account.companies.flatMap((company) => (company.enterprise?.lpNotice ? [{ notice: company.enterprise.lpNotice, company }] : [])),
  );
}

const noticeView = (notice: LpNotice, origin: string): Record<string, unknown> => ({
  notifyId: notice.notifyId,
  creditCode: notice.creditCode,
  mobile: notice.mobile,
  lpMobile: notice.lpMobile,
  status: notice.status,
  reason: notice.reason,
  url: `${origin}${MOCK_ENTERPRISE_PATHS.lpPage(notice.notifyId)}`,
});

const LP_REFUSALS = ['本人未授权该用户办理企业认证', '企业信息有误，暂不同意', '需与公司内部确认后再办理'];

/** The notified legal person's phone page (the SMS link): confirm (face and consent, simulated) or refuse. */
function lpPage(state: MockState, found: { notice: LpNotice; company: Company } | undefined): string {
  const title = '法定代表人授权确认（模拟手机端）';
  if (!found) return htmlPage(title, '<h1 class="refused">链接无效</h1><p>该授权链接不存在或已失效。</p>');
  const { notice, company } = found;
  const requester = state.account(notice.mobile);
  const heading = `<h1>${escapeHtml(company.companyName)} · 法定代表人授权</h1>`;
  const who = `<p>${escapeHtml(requester?.personal?.idName ?? requester?.username ?? '')}（${escapeHtml(maskMobile(notice.mobile))}）申请以平台管理员身份为贵司办理企业认证，需要您（法定代表人 ${escapeHtml(company.legalPersonName)}）完成人脸识别并确认授权。</p>`;
  if (notice.status === 'confirmed') return htmlPage(title, `${heading}<p data-status="confirmed">您已确认授权，感谢配合。</p>`);
  if (notice.status === 'refused') return htmlPage(title, `${heading}<p class="refused" data-status="refused">您已拒绝授权：${escapeHtml(notice.reason ?? '')}</p>`);
  const action = MOCK_ENTERPRISE_PATHS.lpPage(notice.notifyId);
  const options = LP_REFUSALS.map((r) => `<option>${escapeHtml(r)}</option>`).join('');
  return htmlPage(
    title,
    `${heading}${who}
<p>这是演示环境的模拟页面：“确认授权”代表人脸识别通过并同意。</p>
<form method="post" action="${action}"><input type="hidden" name="confirm" value="true"><button type="submit" data-action="confirm">完成人脸识别并确认授权</button></form>
<form method="post" action="${action}">
<input type="hidden" name="confirm" value="false">
<p><label for="reason">拒绝原因</label><br><select id="reason" name="reason">${options}</select></p>
<button type="submit" data-action="refuse">拒绝授权</button>
</form>`,
  );
}

export function enterpriseControlRoutes(app: MockServer, { state }: RouteContext): void {
  app.get(
    '/__mock/remittance/:creditCode',
    { schema: route({ summary: 'The amount remitted to the company (the latest unverified remittance)', tags, params: S.CREDIT_CODE_PARAMS, response: jsonResponse(S.REMITTANCE_ANSWER) }) },
    async (request) => {
      const latest = linksOf(state, request.params.creditCode)
        .flatMap(({ account, company }) => (company.enterprise?.remittance && !company.enterprise.remittance.verified ? [{ account, remittance: company.enterprise.remittance }] : []))
        .sort((a, b) => b.remittance.appliedAt - a.remittance.appliedAt)[0];
      if (!latest) throw httpError(404, `no remittance pending for ${request.params.creditCode}`);
      const { amount, triesLeft, appliedAt } = latest.remittance;
      return { amount, creditCode: request.params.creditCode, mobile: latest.account.mobile, triesLeft, appliedAt };
    },
  );

  const latestNotice = (): { notice: LpNotice; company: Company } | undefined => allNotices(state).sort((a, b) => b.notice.sentAt - a.notice.sentAt)[0];

  app.get(
    '/__mock/lp/latest',
    { schema: route({ summary: 'The latest legal-person notice (its SMS link)', tags, response: jsonResponse(S.LP_NOTICE_ANSWER, [200, 404]) }) },
    async (request) => {
      const found = latestNotice();
      if (!found) throw httpError(404, 'no legal-person notice sent yet');
      return noticeView(found.notice, requestOrigin(request));
    },
  );

  app.post(
    '/__mock/lp/latest',
    { schema: route({ summary: 'The latest notified legal person confirms (or refuses with a reason)', tags, body: S.LP_LATEST_BODY, response: jsonResponse(S.LP_NOTICE_ANSWER) }) },
    async (request) => {
      const found = latestNotice();
      if (!found) throw httpError(404, 'no legal-person notice sent yet');
      if (found.notice.status !== 'waiting') throw httpError(409, `the latest notice was already answered (${found.notice.status})`);
      answerLpNotice(found.company, found.notice, request.body.confirm, request.body.reason ?? null);
      return noticeView(found.notice, requestOrigin(request));
    },
  );

  const noticeById = (notifyId: string): { notice: LpNotice; company: Company } | undefined => allNotices(state).find((n) => n.notice.notifyId === notifyId);
  const pageParams = Type.Object({ notifyId: Type.String({ minLength: 1 }) });

  app.get(
    '/__mock/lp/page/:notifyId',
    { schema: route({ summary: "The notified legal person's phone page", tags, params: pageParams, response: rawResponse(['text/html'], 'HTML page') }) },
    async (request, reply) => reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(lpPage(state, noticeById(request.params.notifyId))),
  );

  app.post(
    '/__mock/lp/page/:notifyId',
    {
      schema: route({
        summary: "The phone page's answer (form: confirm=true|false, reason)",
        tags,
        params: pageParams,
        body: Type.Object({ confirm: Type.Unknown(), reason: Type.Optional(Type.String()) }),
        response: rawResponse(['text/html'], 'HTML page', [200, 404, 409]),
      }),
    },
    async (request, reply) => {
      const found = noticeById(request.params.notifyId);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!found) return reply.code(404).send(lpPage(state, undefined));
      if (found.notice.status !== 'waiting') return reply.code(409).send(lpPage(state, found));
      answerLpNotice(found.company, found.notice, request.body.confirm === true || request.body.confirm === 'true', request.body.reason ?? null);
      return reply.send(lpPage(state, found));
    },
  );

  app.post(
    '/__mock/review/:creditCode',
    { schema: route({ summary: "The reviewer's decision on the company's pending materials", tags, params: S.CREDIT_CODE_PARAMS, body: S.REVIEW_BODY, response: jsonResponse(S.REVIEW_ANSWER) }) },
    async (request) => {
      const { creditCode } = request.params;
      const { result, reason } = request.body;
      const pending = linksOf(state, creditCode)
        .filter(({ company }) => reviewPending(company))
        .sort((a, b) => (b.company.enterprise?.audits.at(-1)?.submittedAt ?? 0) - (a.company.enterprise?.audits.at(-1)?.submittedAt ?? 0))[0];
      if (!pending) {
        for (const handler of reviewHandlers) {
          const answer = handler(state, creditCode, result, reason);
          if (answer) return answer;
        }
        throw httpError(404, `no review pending for ${creditCode}`);
      }
      const audit = decideReview(pending.company, result, reason, state.now());
      return { creditCode, mobile: pending.account.mobile, result: audit.result, reasons: audit.reasons, sts: stsOf(pending.company) };
    },
  );

  app.get(
    '/__mock/registry',
    { schema: route({ summary: 'The simulated business registry: what QA can search and add', tags, response: jsonResponse(S.REGISTRY_ANSWER) }) },
    async () =>
      BUSINESS_REGISTRY.map((c) => ({
        entName: c.entName,
        creditCode: c.creditCode,
        entType: c.entType,
        entTypeText: c.entTypeText,
        legalPersonName: c.legalPersonName,
        legalPersonIdNo: c.legalPersonIdNo,
        legalPersonMobile: c.legalPersonMobile,
        groupUnit: c.groupUnit ? ('Y' as const) : ('N' as const),
        flags: [...c.flags],
        purpose: c.purpose,
        licenceSample: c.creditCode ? MOCK_ENTERPRISE_PATHS.licenceSample(c.creditCode) : null,
      })),
  );

  app.get(
    '/__mock/samples/licence/:file',
    { schema: route({ summary: "A registry company's sample business licence: <credit code>.png", tags, params: Type.Object({ file: Type.String({ minLength: 1 }) }), response: rawResponse(['image/png'], 'PNG image', [200, 404]) }) },
    async (request, reply) => {
      const code = request.params.file.replace(/\.png$/i, '');
      const bytes = licenceSample(code);
      if (!bytes) throw httpError(404, `no licence sample ${request.params.file}; see GET /__mock/registry`);
      return reply.type('image/png').header('Content-Disposition', `inline; filename="${licenceSampleFileName(code)}"`).send(bytes);
    },
  );

  app.get(
    '/__mock/templates/:file',
    { schema: route({ summary: 'An agreement template to print, sign and stamp: <code>.pdf (Chinese, font embedded)', tags, params: Type.Object({ file: Type.String({ minLength: 1 }) }), response: rawResponse(['application/pdf'], 'PDF document', [200, 404]) }) },
    async (request, reply) => {
      const code = request.params.file.replace(/\.pdf$/i, '');
      const title = own(AGREEMENT_TITLES, code);
      if (!title || !request.params.file.toLowerCase().endsWith('.pdf')) throw httpError(404, `no template ${request.params.file}`);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${title}（${code}）.pdf`)}`)
        .send(await agreementTemplatePdf(code));
    },
  );
}
