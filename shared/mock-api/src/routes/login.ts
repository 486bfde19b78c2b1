/** Sign-in calls of spec 001 section 7: SMS send, SMS login, password login, IAM login, reset. */
import { errorMessages } from '@portal/core';
import { type RouteContext, callToken } from '../context';
import { BizCode, Messages, bizError, httpError, ok } from '../envelope';
import type { Account } from '../personas';
import type { MockState } from '../state';
import { route, type MockServer } from '../route';

const BASE = '/uc/v1/api/unified/login';

/** 12-20 characters with a digit, an upper-case letter, a lower-case letter and a special character. */
const STRONG_PASSWORD = /^(?=.*\d)(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z\d\s])\S{12,20}$/;

const tags = ['sign-in'];

const OPERATION_ACTIVATE = 1;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Passwords travel Base64-encoded (spec 000 section 5); anything else is a 400. */
function decodePassword(encoded: string): string {
  const decoded = Buffer.from(encoded, 'base64');
  if (decoded.length === 0 || decoded.toString('base64').replace(/=+$/, '') !== encoded.replace(/=+$/, '')) {
    throw httpError(400, '密码须为 Base64 编码');
  }
  return decoded.toString('utf8');
}

function registered(state: MockState, mobile: string): Account {
  const account = state.account(mobile);
  if (!account) throw bizError(BizCode.USER_NOT_REGISTERED, Messages.USER_NOT_REGISTERED);
  return account;
}

/** A session, and the address it came from remembered as the owner's (the SMS caps keep it open). */
function signIn(state: MockState, mobile: string, address: string): string {
  state.abuse.rememberSignIn(mobile, address);
  return state.openSession(mobile).token;
}

export function loginRoutes(api: MockServer, { state }: RouteContext): void {
  api.post(
    `${BASE}/sms-verify-code`,
    {
      schema: route({
        call: 'smsSend',
        summary: 'Send an SMS code (after the slider); data is the SMS token',
        tags,
      }),
    },
    async (request) => {
      const { mobileNo: mobile, secondToken, token } = request.body;
      if (!state.spendSecondToken(secondToken, token)) throw bizError(BizCode.CAPTCHA_INVALID, '滑块验证已失效，请重新验证');
      registered(state, mobile);
      // 60 s between sends to a mobile from one address (unless its last code was used), per-address and daily caps.
      state.abuse.assertSmsSendAllowed(mobile, request.ip);
      const sms = state.sendSms(mobile);
      state.abuse.recordSmsSend(mobile, request.ip, sms);
      request.log.info({ mobile }, 'mock SMS sent');
      return ok(sms.smsToken, errorMessages.smsSent);
    },
  );

  api.post(
    `${BASE}/smsLogin`,
    {
      schema: route({
        call: 'smsLogin',
        summary: 'Sign in with an SMS code',
        tags,
      }),
    },
    async (request) => {
      const { mobileNo: mobile, smsVerCode, smsToken } = request.body;
      registered(state, mobile);
      state.spendSmsCode(mobile, smsVerCode, smsToken || undefined);
      return ok({ token: signIn(state, mobile, request.ip) }, '登录成功');
    },
  );

  api.post(
    `${BASE}/accPwdlogin`,
    {
      schema: route({
        call: 'passwordLogin',
        summary: 'Sign in with a password (Base64) after a passed slider (secondToken and its token)',
        tags,
      }),
    },
    async (request) => {
      const { mobileNo: mobile, secondToken, token } = request.body;
      const password = decodePassword(request.body.password);
      // A passed, unspent captcha first: without it nothing about the mobile is looked at.
      if (!secondToken || !token || !state.spendSecondToken(secondToken, token)) throw bizError(BizCode.CAPTCHA_REQUIRED, Messages.CAPTCHA_REQUIRED);
      state.abuse.assertPasswordNotLocked(mobile);
      const account = state.account(mobile);
      // Wrong password, unregistered and not activated get one answer, at the same pace.
      if (!account || !account.activated || password !== account.password) {
        const failure = state.abuse.recordPasswordFailure(mobile);
        if (failure.delayMs > 0) await sleep(failure.delayMs);
        throw state.abuse.passwordRefusal(failure);
      }
      state.abuse.clearPasswordFailures(mobile);
      if (account.weakPassword) throw bizError(BizCode.WEAK_PASSWORD, Messages.WEAK_PASSWORD);
      return ok({ token: signIn(state, mobile, request.ip) }, '登录成功');
    },
  );

  api.post(
    `${BASE}/iamLogin`,
    { schema: route({ call: 'iamLogin', summary: 'Sign in with an IAM code', tags }) },
    async (request) => {
      const mobile = state.spendIamCode(request.query.code);
      if (!mobile || !state.account(mobile)) throw bizError(BizCode.IAM_CODE_INVALID, '统一认证凭证无效或已过期，请重新登录');
      return ok({ token: signIn(state, mobile, request.ip) }, '登录成功');
    },
  );

  api.post(
    `${BASE}/password/reset`,
    {
      schema: route({
        call: 'passwordReset',
        summary: 'Set a new password with an SMS code',
        tags,
      }),
    },
    async (request) => {
      const { mobileNo: mobile, smsToken, verifyCode } = request.body;
      const password = decodePassword(request.body.password);
      const account = registered(state, mobile);
      // The rule is checked before the code is spent, so a rejected password does not burn the code.
      if (!STRONG_PASSWORD.test(password)) throw bizError(BizCode.PASSWORD_RULE, Messages.PASSWORD_RULE);
      state.spendSmsCode(mobile, verifyCode, smsToken);
      account.password = password;
      account.weakPassword = false;
      account.activated = true;
      state.recordPasswordReset(mobile);
      return ok(null, errorMessages.passwordSet);
    },
  );

  // The reset flow's mobile pre-check (its path is this portal's choice; see the README).
  api.post(
    `${BASE}/password/pre-check`,
    {
      schema: route({
        call: 'passwordPreCheck',
        summary: 'Check a mobile before a reset or activation',
        tags,
      }),
    },
    async (request) => {
      const { mobileNo: mobile, operationType } = request.body;
      const account = registered(state, mobile);
      if (operationType === OPERATION_ACTIVATE && account.activated) throw bizError(BizCode.ALREADY_ACTIVATED, '该账号已激活，请直接登录');
      return ok({ registered: true, activated: account.activated });
    },
  );

  // The follow-up call after a reset: the other sessions of that mobile end, as a new password should do.
  api.post(
    `${BASE}/password/reset/finish`,
    { schema: route({ call: 'passwordResetFinish', summary: 'After a reset: end the other sessions of the mobile', tags }) },
    async (request) => {
      const { mobileNo: mobile } = request.body;
      if (!state.takePasswordReset(mobile)) throw bizError(BizCode.NO_RECENT_RESET, '未找到该手机号近期的密码设置记录');
      state.endAllSessions(mobile, callToken(request));
      return ok(null, '已退出该手机号的其他登录');
    },
  );
}
