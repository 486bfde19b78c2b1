/**
 * The QA console at GET /__mock/ (README "QA console"): one page, its script and style served
 * as files (the preview server's CSP allows no inline script), a readable view of the OpenAPI
 * document, and the few control calls the console's friendlier panels need besides the existing
 * ones: the persona list, what waits for an outside answer, clearing the abuse limits, and the
 * outside world's side of a remittance and of a materials submission. Like every /__mock/ call,
 * it answers the portal's own origin only (originHook in limits/http.ts).
 */
import { Type } from '@sinclair/typebox';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QA_SIGN_IN_TICKET_PATH, ROUTES, documentPath } from '@portal/core';
import { MOCK_ENTERPRISE_PATHS } from '../paths';
import type { RouteContext } from '../context';
import { ApiError, httpError } from '../envelope';
import type { Account, Company } from '../personas';
import { jsonResponse, rawResponse, route, type MockServer } from '../route';
import type { MockState } from '../state';
import { faceStatus } from '../auth-world/state';
import { applyRemittance, progressOf, requiredMaterials, reviewPending, submitMaterials, verifyRemittance } from '../auth-world/enterprise-state';
import { REMITTANCE_BANKS, branchesOf } from '../auth-world/enterprise-registry';

const tags = ['control'];
const DIR = path.join(__dirname, 'files');

/** The console's files, read once (they are part of the source tree, not built). */
const FILES: Readonly<Record<string, { file: string; type: string }>> = {
  '/__mock/': { file: 'console.html', type: 'text/html; charset=utf-8' },
  '/__mock/console.js': { file: 'console.js', type: 'text/javascript; charset=utf-8' },
  '/__mock/console.css': { file: 'console.css', type: 'text/css; charset=utf-8' },
  '/__mock/openapi.html': { file: 'openapi.html', type: 'text/html; charset=utf-8' },
  // Its pages link it, so a browser does not ask the origin's /favicon.ico (a 404 on every server).
  '/__mock/favicon.svg': { file: 'favicon.svg', type: 'image/svg+xml' },
};
/** The portal's pages the console links to, written into its files (they are not built, so they cannot import the route map). */
const PORTAL_LINKS: readonly [string, string][] = [
  ['__PORTAL_HOME_URL__', documentPath(ROUTES.home.index.href())],
  ['__PORTAL_HOME_ROUTE__', ROUTES.home.index.href()],
  ['__PORTAL_QA_SIGN_IN__', documentPath(ROUTES.shell.qaSignIn.path)],
  ['__PORTAL_QA_TICKET__', QA_SIGN_IN_TICKET_PATH],
];
const cache = new Map<string, Buffer>();
const fileBody = (name: string): Buffer => {
  let body = cache.get(name);
  if (!body) {
    const text = readFileSync(path.join(DIR, name), 'utf8');
    body = Buffer.from(PORTAL_LINKS.reduce((out, [mark, link]) => out.replaceAll(mark, link), text));
    cache.set(name, body);
  }
  return body;
};

const companyBrief = Type.Object({ creditCode: Type.Optional(Type.String()), companyName: Type.Optional(Type.String()), role: Type.Optional(Type.String()), sts: Type.Optional(Type.Union([Type.String(), Type.Null()])), subSts: Type.Optional(Type.Union([Type.String(), Type.Null()])), authMethod: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) });
const personaEntry = Type.Object({ mobile: Type.String(), name: Type.String(), summary: Type.String(), personalSts: Type.Optional(Type.Union([Type.String(), Type.Null()])), companies: Type.Array(companyBrief) });

const briefOf = (company: Company) => ({
  creditCode: company.creditCode,
  companyName: company.companyName,
  role: company.role,
  sts: company.auth.sts,
  subSts: company.auth.subSts,
  authMethod: company.auth.authMethod,
});

function linkedCompany(state: MockState, mobile: string, creditCode: string): { account: Account; company: Company } {
  const account = state.account(mobile);
  if (!account) throw httpError(404, `no account ${mobile}`);
  const company = account.companies.find((c) => c.creditCode === creditCode);
  if (!company) throw httpError(404, `${mobile} is not linked to ${creditCode}`);
  return { account, company };
}

/** A business refusal (HTTP 200 with its code in the servers' envelope) becomes a 409 with its message. */
function refusedAs409<T>(act: () => T): T {
  try {
    return act();
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 200) throw httpError(409, error.message);
    throw error;
  }
}

/** What waits for an answer from outside the portal: faces, legal persons, remittances, reviews. */
function pending(state: MockState) {
  const now = state.now();
  const faces = [...state.authWorld.faceChecks.values()]
    .filter((check) => faceStatus(check, now) === 'waiting')
    .map(({ faceId, scene, mobile, entCode, expiresAt }) => ({ faceId, scene, mobile, entCode, expiresAt }));
  const remittances: { mobile: string; creditCode: string; companyName: string; amount: string; triesLeft: number }[] = [];
  const reviews: { mobile: string; creditCode: string; companyName: string; submittedAt: number }[] = [];
  const notices: { mobile: string; creditCode: string; companyName: string; notifyId: string; lpMobile: string; url: string }[] = [];
  for (const account of state.accounts.values()) {
    for (const company of account.companies) {
      const progress = company.enterprise;
      if (!progress) continue;
      const base = { mobile: account.mobile, creditCode: company.creditCode, companyName: company.companyName };
      if (progress.remittance && !progress.remittance.verified) remittances.push({ ...base, amount: progress.remittance.amount, triesLeft: progress.remittance.triesLeft });
      if (reviewPending(company)) reviews.push({ ...base, submittedAt: progress.audits.at(-1)?.submittedAt ?? 0 });
      if (progress.lpNotice?.status === 'waiting') {
        notices.push({ ...base, notifyId: progress.lpNotice.notifyId, lpMobile: progress.lpNotice.lpMobile, url: MOCK_ENTERPRISE_PATHS.lpPage(progress.lpNotice.notifyId) });
      }
    }
  }
  return { faces, remittances, reviews, notices };
}

const mobileBody = { ...Type.Object({ mobile: Type.String() }), description: 'mobile: the account linked to the company' };
const creditParams = Type.Object({ creditCode: Type.String() });
const failure = { '4xx': Type.Object({ code: Type.Optional(Type.Integer()), message: Type.Optional(Type.String()) }) };

/** How long a sign-in ticket opens the QA sign-in page (the console opens it at once). */
export const SIGN_IN_TICKET_MS = 2 * 60_000;
const TICKET_REFUSED = '登录凭证无效或已过期：请从 QA 控制台（/__mock/）点击“登录”，不要直接打开登录链接';

export function consoleRoutes(app: MockServer, { state }: RouteContext): void {
  // Sign-in tickets: issued to the console page (a control call: own origin, this machine), checked by the QA sign-in page.
  const tickets = new Map<string, { mobile: string; expiresAt: number }>();
  app.post(
    QA_SIGN_IN_TICKET_PATH,
    {
      schema: route({
        summary: "A ticket for the QA sign-in link (/cWeb/__qa/sign-in?mobile=&ticket=): without one the page signs nobody in, so a link from another site cannot",
        tags,
        body: Type.Object({ mobile: Type.String() }),
        response: { ...jsonResponse(Type.Object({ ticket: Type.String(), mobile: Type.String(), expiresAt: Type.Integer() })), ...failure },
      }),
    },
    async (request) => {
      const { mobile } = request.body;
      if (!state.account(mobile)) throw httpError(404, `no account ${mobile}`);
      const now = state.now();
      for (const [ticket, issued] of tickets) if (issued.expiresAt <= now) tickets.delete(ticket);
      const ticket = state.randomHex(32);
      tickets.set(ticket, { mobile, expiresAt: now + SIGN_IN_TICKET_MS });
      return { ticket, mobile, expiresAt: now + SIGN_IN_TICKET_MS };
    },
  );
  app.get(
    `${QA_SIGN_IN_TICKET_PATH}/:ticket`,
    {
      schema: route({
        summary: 'Checks a sign-in ticket for a mobile (the QA sign-in page, before it signs anyone out or in): 404 when unknown, expired or for another mobile',
        tags,
        params: Type.Object({ ticket: Type.String() }),
        querystring: Type.Object({ mobile: Type.Optional(Type.String()) }),
        response: { ...jsonResponse(Type.Object({ mobile: Type.String(), expiresAt: Type.Integer() })), ...failure },
      }),
    },
    async (request) => {
      const issued = tickets.get(request.params.ticket);
      if (!issued || issued.expiresAt <= state.now() || issued.mobile !== request.query.mobile) throw httpError(404, TICKET_REFUSED);
      return issued;
    },
  );

  for (const [url, { file, type }] of Object.entries(FILES)) {
    const summary = url === '/__mock/' ? 'The QA console (HTML)' : url === '/__mock/openapi.html' ? 'A readable view of this OpenAPI document (HTML)' : `The QA console's ${file}`;
    app.get(url, { schema: route({ summary, tags, response: rawResponse([type.split(';')[0]], file) }) }, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type(type).send(fileBody(file)),
    );
  }
  app.get('/__mock', { schema: route({ summary: 'To the QA console', tags, response: rawResponse(['text/plain'], 'redirect', [302]) }) }, async (_request, reply) => reply.redirect('/__mock/'));

  app.get(
    '/__mock/accounts',
    { schema: route({ summary: 'Every account (the personas and any registered since): mobile, name, summary, companies', tags, response: jsonResponse(Type.Object({ accounts: Type.Array(personaEntry) })) }) },
    async () => ({
      accounts: [...state.accounts.values()].map((account) => ({
        mobile: account.mobile,
        name: account.personal?.idName || account.username,
        summary: account.summary,
        personalSts: account.personal?.sts ?? null,
        companies: account.companies.map(briefOf),
      })),
    }),
  );

  app.get(
    '/__mock/accounts/:mobile/contracts',
    {
      schema: route({
        summary: "An account's contracts (the user centre's, enterprise and personal): id, number, name, status, deadline, who holds the signing lock",
        tags,
        params: Type.Object({ mobile: Type.String() }),
        response: { ...jsonResponse(Type.Object({ contracts: Type.Array(Type.Object({ id: Type.Optional(Type.String()), contractNo: Type.Optional(Type.String()), name: Type.Optional(Type.String()), scope: Type.Optional(Type.String()), status: Type.Optional(Type.String()), entCode: Type.Optional(Type.Union([Type.String(), Type.Null()])), deadline: Type.Optional(Type.Integer()), lockedBy: Type.Optional(Type.Union([Type.String(), Type.Null()])) })) })), ...failure },
      }),
    },
    async (request) => {
      const account = state.account(request.params.mobile);
      if (!account) throw httpError(404, `no account ${request.params.mobile}`);
      const now = state.now();
      const world = state.userCentre;
      world.ensure(account, now);
      const contracts = [...world.contracts.values()]
        .filter((c) => c.owner === account.mobile)
        .map((c) => world.view(c, now))
        .map(({ id, contractNo, name, scope, status, entCode, deadline, signedAt, lockedBy }) => ({ id, contractNo, name, scope, status, entCode, deadline, signedAt, lockedBy }));
      return { contracts };
    },
  );

  app.get(
    '/__mock/pending',
    {
      schema: route({
        summary: 'What waits for an outside answer: face checks, legal-person notices, unverified remittances (with amounts), reviews',
        tags,
        response: jsonResponse(Type.Object({ faces: Type.Array(Type.Object({})), notices: Type.Array(Type.Object({})), remittances: Type.Array(Type.Object({})), reviews: Type.Array(Type.Object({})) })),
      }),
    },
    async () => pending(state),
  );

  app.post(
    '/__mock/limits/clear',
    { schema: route({ summary: 'Clear the abuse limits (login failures and locks, SMS send counts, rate-limit windows, dead SMS tokens), keeping the accounts', tags, response: jsonResponse(Type.Object({ cleared: Type.Boolean() })) }) },
    async () => {
      state.abuse.clear();
      state.rateWindows.clear();
      state.smsFailures.clear();
      return { cleared: true };
    },
  );

  app.post(
    '/__mock/console/remittance/:creditCode',
    {
      schema: route({
        summary: "Remit to the company as if the user applied on AuthPayment (ICBC, Hangzhou): ENT_SMALL_AMT_APPLY; answers the amount",
        tags,
        params: creditParams,
        body: mobileBody,
        response: { ...jsonResponse(Type.Object({ amount: Type.String(), subSts: Type.Optional(Type.Union([Type.String(), Type.Null()])) })), ...failure },
      }),
    },
    async (request) => {
      const { account, company } = linkedCompany(state, request.body.mobile, request.params.creditCode);
      const bank = REMITTANCE_BANKS[0];
      const branch = branchesOf(bank.bankCode, '330100')[0];
      const target = { accountNo: '1202020409900012345', accountName: company.companyName, bankCode: bank.bankCode, bankName: bank.bankName, cnapsCode: branch.cnapsCode, branchName: branch.branchName, provinceCode: '330000', cityCode: '330100' };
      const remittance = refusedAs409(() => applyRemittance(account, company, target, state.randomInt(1, 99), state.now()));
      return { amount: remittance.amount, subSts: company.auth.subSts };
    },
  );

  app.post(
    '/__mock/console/remittance/:creditCode/verify',
    {
      schema: route({ summary: 'Backfill the right amount, as the user would on AuthBackfill: ENT_SMALL_AMT_VERIFY (method 3: JUMP_SUBMIT_MATERIALS)', tags, params: creditParams, body: mobileBody, response: { ...jsonResponse(Type.Object({ subSts: Type.Optional(Type.Union([Type.String(), Type.Null()])) })), ...failure } }),
    },
    async (request) => {
      const { company } = linkedCompany(state, request.body.mobile, request.params.creditCode);
      const remittance = progressOf(company).remittance;
      if (!remittance) throw httpError(409, 'no remittance to verify');
      const outcome = refusedAs409(() => verifyRemittance(company, remittance.amount));
      if (!outcome.ok) throw httpError(409, outcome.message);
      return { subSts: company.auth.subSts };
    },
  );

  app.post(
    '/__mock/console/materials/:creditCode',
    {
      schema: route({ summary: 'Submit every required material (sample PDFs), as the user would on AuthUpload: the review is pending', tags, params: creditParams, body: mobileBody, response: { ...jsonResponse(Type.Object({ subSts: Type.Optional(Type.Union([Type.String(), Type.Null()])), files: Type.Optional(Type.Array(Type.String())) })), ...failure } }),
    },
    async (request) => {
      const { account, company } = linkedCompany(state, request.body.mobile, request.params.creditCode);
      const files = requiredMaterials(account, company).map((m) => ({ code: m.code, fileId: `QA${state.randomHex(16)}`, fileName: `${m.title}.pdf`, url: m.templateUrl ?? MOCK_ENTERPRISE_PATHS.agreementPdf(m.code) }));
      refusedAs409(() => submitMaterials(account, company, files, state.now()));
      return { subSts: company.auth.subSts, files: files.map((f) => f.fileName) };
    },
  );
}
