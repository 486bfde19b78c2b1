/**
 * The user centre's calls (signed, under /customer/client): contracts and e-signing with will
 * verification and locks, the download centre's files and time-limited links, e-mail binding and
 * the login history. Business codes 5011xx are this mock's own.
 */
import type { FastifyRequest } from 'fastify';
import {
  CONTRACT_STATUSES,
  USER_CENTRE_CODES,
  DAY_MS,
  chinaDayStart,
  USER_CENTRE_PATHS as P,
  type ContractPage,
  type ContractScope,
  type ContractSummary,
  type EnterpriseInfo,
  type LoginRecord,
  errorMessages,
  validationMessages,
} from '@portal/core';
import { type RouteContext, requireSession } from '../context';
import { BizCode, bizError, ok } from '../envelope';
import { SESSION_TTL_MS, type MockState } from '../state';
import { route, type MockServer } from '../route';
import { type StoredContract, sealText } from './world';
import { accountName } from '../auth-world/views';

/** The user-centre codes, by their older name here (core's `USER_CENTRE_CODES`). */
export const UC_CODES = USER_CENTRE_CODES;

export const EMAIL_CODE_TTL_MS = 10 * 60_000;

const tags = ['user-centre'];


export function lockMessage(holder: string): string {
  return `该合同正由${holder}签署中，暂不能签署，请待其完成后再试`;
}

function contractsOf(state: MockState, request: FastifyRequest, scope: ContractScope): StoredContract[] {
  const { session, account } = requireSession(state, request);
  const world = state.userCentre;
  world.ensure(account, state.now());
  const entCode = session.ent?.entCode ?? account.companies[0]?.creditCode ?? null;
  return [...world.contracts.values()]
    .filter((c) => c.owner === account.mobile && c.scope === scope && (scope === 'person' || c.entCode === entCode))
    .map((c) => world.view(c, state.now()));
}

function findContract(state: MockState, request: FastifyRequest, id: string): StoredContract {
  const { account } = requireSession(state, request);
  const world = state.userCentre;
  world.ensure(account, state.now());
  const contract = world.contracts.get(id);
  if (!contract || contract.owner !== account.mobile) throw bizError(UC_CODES.CONTRACT_NOT_FOUND, '合同不存在或无权查看');
  return contract;
}

/** Refuses a contract that cannot be signed now: locked by someone else, or not waiting for a signature. */
function assertSignable(state: MockState, contract: StoredContract): void {
  const view = state.userCentre.view(contract, state.now());
  if (view.lockedBy) throw bizError(UC_CODES.CONTRACT_LOCKED, lockMessage(view.lockedBy));
  if (view.status !== 'TO_SIGN') throw bizError(UC_CODES.CONTRACT_NOT_SIGNABLE, '该合同当前状态不可签署');
}

/** A face check proves the will once: passed, by this signer, for this contract, not spent before. */
function spendContractFace(state: MockState, mobile: string, contractId: string, faceId: string): void {
  const check = state.authWorld.faceChecks.get(faceId);
  if (!check || check.mobile !== mobile || check.scene !== 'contract' || check.contractId !== contractId || state.userCentre.spentFaces.has(faceId)) {
    throw bizError(UC_CODES.FACE_NOT_PASSED, '刷脸意愿认证无效，请重新刷脸');
  }
  if (check.status !== 'passed') throw bizError(UC_CODES.FACE_NOT_PASSED, '刷脸意愿认证未通过，请重新刷脸');
  state.userCentre.spentFaces.add(faceId);
}

const toSummary = ({ parties: _p, history: _h, seal: _s, fileKey: _f, owner: _o, entCode: _e, ...rest }: StoredContract): ContractSummary => rest;
const toDetail = ({ owner: _o, entCode: _e, ...rest }: StoredContract): Omit<StoredContract, 'owner' | 'entCode'> => rest;

export function userCentreRoutes(api: MockServer, { state }: RouteContext): void {
  api.get(
    P.contractList,
    {
      schema: route({
        call: 'contractList',
        summary: 'Contracts of the current company (enterprise) or of the user (person), filtered and paged, with counts by state',
        tags,
      }),
    },
    async (request) => {
      const { scope, status: wanted, from, to, pageNum = 1, pageSize = 10 } = request.query;
      const inDates = contractsOf(state, request, scope).filter(
        (c) => (!from || c.createdAt >= chinaDayStart(from)) && (!to || c.createdAt < chinaDayStart(to) + DAY_MS),
      );
      const counts = Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, inDates.filter((c) => c.status === s).length])) as ContractPage['counts'];
      const matching = inDates.filter((c) => !wanted || c.status === wanted).sort((a, b) => b.createdAt - a.createdAt);
      const records = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toSummary);
      return ok<ContractPage>({ records, total: matching.length, counts });
    },
  );

  api.get(
    P.contractDetail,
    { schema: route({ call: 'contractDetail', summary: 'One contract: parties, amount, state, lock holder, signing history, file key', tags }) },
    async (request) => ok(toDetail(state.userCentre.view(findContract(state, request, request.query.id), state.now()))),
  );

  api.post(
    P.contractSignSms,
    {
      schema: route({
        call: 'contractSignSms',
        summary: "Send the will-verification SMS code to the signer's mobile (read it at GET /__mock/sms/:mobile); answers the smsToken",
        tags,
      }),
    },
    async (request) => {
      const { account } = requireSession(state, request);
      const contract = findContract(state, request, request.body.id);
      assertSignable(state, contract);
      state.assertSmsNotLocked(account.mobile);
      return ok(state.sendSms(account.mobile, 'contract').smsToken, errorMessages.smsSent);
    },
  );

  api.post(
    P.contractSign,
    {
      schema: route({
        call: 'contractSign',
        summary: 'Sign a contract once the signer’s will is proven (verifyType sms: smsCode and smsToken; face: the faceId of a passed face check of scene contract for it): places the seal or signature',
        tags,
      }),
    },
    async (request) => {
      const { account } = requireSession(state, request);
      const contract = findContract(state, request, request.body.id);
      assertSignable(state, contract);
      const { verifyType, smsCode, smsToken, faceId } = request.body;
      let action = '短信验证意愿后签署合同';
      if (verifyType === 'face') {
        spendContractFace(state, account.mobile, contract.id, faceId ?? '');
        action = '刷脸验证意愿后签署合同';
      } else {
        if (!smsCode) throw bizError(BizCode.SMS_CODE_EXPIRED, validationMessages.smsCodeRequired);
        state.spendSmsCode(account.mobile, smsCode, smsToken ?? '');
      }
      const now = state.now();
      contract.status = 'SIGNED';
      contract.signedAt = now;
      contract.seal = sealText(contract);
      contract.history.push({ at: now, actor: contract.parties[1].name, action });
      return ok({ id: contract.id, status: contract.status, seal: contract.seal, signedAt: now }, '签署成功');
    },
  );

  api.get(
    P.downloadList,
    {
      schema: route({
        call: 'downloadList',
        summary: 'The files of the download centre (signed contracts, vouchers, statements)',
        tags,
      }),
    },
    async (request) => {
      const { account } = requireSession(state, request);
      state.userCentre.ensure(account, state.now());
      return ok(state.userCentre.files(account));
    },
  );

  const issueLink = (request: FastifyRequest, fileKey: string, expires: number | undefined) => {
    const { account } = requireSession(state, request);
    const world = state.userCentre;
    world.ensure(account, state.now());
    const file = world.fileOf(account, fileKey);
    if (!file || !world.pdf(fileKey)) throw bizError(UC_CODES.FILE_NOT_FOUND, '文件不存在');
    const expiresAt = state.now() + (expires ?? 36000000);
    const token = state.randomHex(32);
    world.links.set(token, { fileKey, expiresAt, name: file.name });
    return ok({ url: `/__mock/download/${token}`, expiresAt });
  };
  api.get(
    P.fileAuthUrl,
    { schema: route({ call: 'fileAuthUrlGet', summary: 'A time-limited download link for a file key (1004002: unknown file)', tags }) },
    async (request) => issueLink(request, request.query.fileKey, request.query.expires),
  );
  api.post(
    P.fileAuthUrl,
    { schema: route({ call: 'fileAuthUrl', summary: 'A time-limited download link for a file key, {expires 36000000} (1004002: unknown file)', tags }) },
    async (request) => issueLink(request, request.body.fileKey, request.body.expires),
  );

  api.get(P.email, { schema: route({ call: 'email', summary: 'The bound e-mail address', tags }) }, async (request) => {
    const { account } = requireSession(state, request);
    return ok({ email: state.userCentre.emails.get(account.mobile) ?? null });
  });

  api.post(
    P.emailCode,
    {
      schema: route({
        call: 'emailCode',
        summary: 'Send a verification code to the new address (read it at GET /__mock/mail/:email)',
        tags,
      }),
    },
    async (request) => {
      const { account } = requireSession(state, request);
      const code = { email: request.body.email, code: state.randomDigits(6), expiresAt: state.now() + EMAIL_CODE_TTL_MS };
      state.userCentre.emailCodes.set(account.mobile, code);
      state.userCentre.mailbox.set(code.email, code);
      return ok(null, '验证码已发送至邮箱');
    },
  );

  api.post(
    P.email,
    {
      schema: route({
        call: 'bindEmail',
        summary: 'Bind or change the e-mail with the code sent to it',
        tags,
      }),
    },
    async (request) => {
      const { account } = requireSession(state, request);
      const pending = state.userCentre.emailCodes.get(account.mobile);
      const { email, code } = request.body;
      if (!pending || pending.email !== email || pending.expiresAt <= state.now()) throw bizError(BizCode.SMS_CODE_EXPIRED, '邮箱验证码已失效，请重新获取');
      if (pending.code !== code) throw bizError(UC_CODES.EMAIL_CODE_WRONG, '邮箱验证码错误');
      state.userCentre.emailCodes.delete(account.mobile);
      state.userCentre.emails.set(account.mobile, email);
      return ok({ email }, '邮箱绑定成功');
    },
  );

  api.get(
    P.loginHistory,
    {
      schema: route({
        call: 'loginHistory',
        summary: 'Recent logins: the live sessions of the user, then earlier ones',
        tags,
      }),
    },
    async (request) => {
      const { session, account } = requireSession(state, request);
      const live: LoginRecord[] = [...state.sessions.values()]
        .filter((s) => s.mobile === account.mobile && s.expiresAt > state.now())
        .map((s) => ({ at: s.expiresAt - SESSION_TTL_MS, ip: '127.0.0.1', device: 'Chrome / 当前网络', way: '登录', current: s.token === session.token }));
      const base = Date.UTC(2026, 1, 20, 1, 30);
      const earlier: LoginRecord[] = [
        { at: base, ip: '116.228.12.34', device: 'Chrome / Windows', way: '短信验证码登录', current: false },
        { at: base - 3 * 24 * 60 * 60_000, ip: '116.228.12.34', device: 'Safari / iPhone', way: '密码登录', current: false },
      ];
      return ok([...live.sort((a, b) => b.at - a.at), ...earlier]);
    },
  );

  api.post(
    P.revealSms,
    { schema: route({ call: 'revealSms', summary: "Send an SMS code to the user's own mobile before revealing the masked information", tags }) },
    async (request) => {
      const { account } = requireSession(state, request);
      state.assertSmsNotLocked(account.mobile);
      return ok(state.sendSms(account.mobile, 'reveal').smsToken, errorMessages.smsSent);
    },
  );

  api.post(
    P.reveal,
    {
      schema: route({
        call: 'reveal',
        summary: 'The personal information unmasked, once the SMS code is right',
        tags,
      }),
    },
    async (request) => {
      const { account } = requireSession(state, request);
      state.spendSmsCode(account.mobile, request.body.smsCode, request.body.smsToken);
      return ok({ realName: account.personal?.idName ?? account.username, idNo: account.personal?.idNo ?? '', mobile: account.mobile });
    },
  );

  api.get(
    P.entInfo,
    {
      schema: route({
        call: 'userEntInfo',
        summary: "The session's company for the enterprise tab (null: no company)",
        tags,
      }),
    },
    async (request) => {
      const { session, account } = requireSession(state, request);
      const company = account.companies.find((c) => c.creditCode === session.ent?.entCode) ?? account.companies[0];
      if (!company) return ok(null);
      const info: EnterpriseInfo = {
        entName: company.companyName,
        creditCode: company.creditCode,
        entityType: company.entType,
        frName: company.legalPersonName,
        authState: company.auth.sts,
        // The mock knows the linked account's role only: it is the administrator when it manages the company (by name, not mobile).
        administrators: company.role === 'ORDINARY' ? [] : [accountName(account)],
        role: company.role,
      };
      return ok(info);
    },
  );
}
