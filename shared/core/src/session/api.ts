/**
 * The session's calls (spec 001 section 7, 'Login and verification'), through the portal's one
 * signed client. Failures reject with an ApiError; 401 and the blocking codes still reach the
 * shell over the bus. Calls whose failure the session UI words itself pass `silentErrors`.
 */
import { ApiError, isApiError } from '../errors';
import { callApi, callOptions, calls, type CallRequest } from '../contract';
import { http, type HttpClient, type RequestOptions } from '../http';
import { encodePassword } from '../validation';
import type {
  AuthHistoryInfo,
  AuthSummary,
  CurrentUser,
  DataSignRequest,
  EnterpriseAuthInfo,
  LoginResult,
  PersonalAuthInfo,
  ResetPreCheck,
  SaveEntInfo,
  SliderChallenge,
  SliderCheckResult,
  SliderPass,
  UserCompanies,
} from './types';
import type { OperationType } from './constants';

import { SESSION_PATHS } from '../api/session';

export { SESSION_PATHS };

const silent: RequestOptions = { silentErrors: true };

export interface SessionApi {
  fetchSlider(): Promise<SliderChallenge>;
  /** `x`: the piece's left edge in px of the 310-wide image. */
  checkSlider(token: string, x: number): Promise<SliderCheckResult>;
  sendSms(mobileNo: string, pass: SliderPass): Promise<string>;
  smsLogin(mobileNo: string, smsVerCode: string, smsToken: string | undefined): Promise<LoginResult>;
  passwordLogin(mobileNo: string, password: string, pass: SliderPass): Promise<LoginResult>;
  iamLogin(code: string): Promise<LoginResult>;
  passwordPreCheck(mobileNo: string, operationType: OperationType): Promise<ResetPreCheck>;
  resetPassword(input: { mobileNo: string; password: string; smsToken: string; verifyCode: string }): Promise<string>;
  finishPasswordReset(mobileNo: string): Promise<void>;
  fetchUser(): Promise<CurrentUser>;
  logout(): Promise<void>;
  saveEntInfo(info: SaveEntInfo): Promise<void>;
  verifyToken(): Promise<void>;
  fetchCompanies(mobile: string): Promise<UserCompanies>;
  fetchPersonalAuth(mobile: string): Promise<PersonalAuthInfo>;
  fetchEnterpriseAuth(mobile: string, entCode: string): Promise<EnterpriseAuthInfo>;
  fetchSummary(entCode: string): Promise<AuthSummary>;
  fetchHistory(): Promise<AuthHistoryInfo>;
  dataSign(request: DataSignRequest): Promise<string>;
}

/** The session calls over a given client (tests pass one bound to a test server). */
export function createSessionApi(client: HttpClient = http): SessionApi {
  return {
    fetchSlider: () => callApi(calls.slider, {}, silent, client),
    checkSlider: (token, x) => callApi(calls.sliderCheck, { body: { token, point: { x, y: 5 } } }, silent, client),
    sendSms: (mobileNo, { token, secondToken }) => callApi(calls.smsSend, { body: { mobileNo, secondToken, token } }, silent, client),
    smsLogin: (mobileNo, smsVerCode, smsToken) =>
      callApi(calls.smsLogin, { body: { mobileNo, smsVerCode, ...(smsToken ? { smsToken } : {}) } }, silent, client),
    passwordLogin: (mobileNo, password, { token, secondToken }) =>
      callApi(calls.passwordLogin, { body: { mobileNo, password: encodePassword(password), secondToken, token } }, silent, client),
    iamLogin: (code) => callApi(calls.iamLogin, { query: { code } }, silent, client),
    passwordPreCheck: (mobileNo, operationType) => callApi(calls.passwordPreCheck, { body: { mobileNo, operationType } }, silent, client),
    resetPassword: async ({ mobileNo, password, smsToken, verifyCode }) => {
      // The success text of a reset can be the server's message, so this reads the whole envelope.
      let response: Response;
      try {
        const body: CallRequest<'passwordReset'>['body'] = { mobileNo, password: encodePassword(password), smsToken, verifyCode };
        const { path, options } = callOptions(calls.passwordReset, {}, { silentErrors: true });
        response = await client.raw(path, { ...options, method: calls.passwordReset.method, body });
      } catch (error) {
        // raw() words failures as a download's; this is an ordinary call.
        if (!isApiError(error)) throw error;
        const { kind, path, status, code, serverMessage } = error;
        throw new ApiError({ kind, path, status, code, serverMessage }, { cause: error });
      }
      const envelope = (await response.json()) as { message?: string };
      return envelope.message ?? '';
    },
    finishPasswordReset: async (mobileNo) => {
      await callApi(calls.passwordResetFinish, { body: { mobileNo } }, silent, client);
    },
    fetchUser: () => callApi(calls.user, {}, silent, client),
    logout: async () => {
      await callApi(calls.logout, {}, silent, client);
    },
    saveEntInfo: async (info) => {
      await callApi(calls.saveEntInfo, { body: { ...info } }, silent, client);
    },
    verifyToken: async () => {
      await callApi(calls.tokenVerify, {}, silent, client);
    },
    fetchCompanies: (mobile) => callApi(calls.customerEnt, { body: { mobile } }, silent, client) as Promise<UserCompanies>,
    fetchPersonalAuth: (mobile) => callApi(calls.authInfo, { query: { mobile, entCode: '' } }, silent, client) as Promise<PersonalAuthInfo>,
    fetchEnterpriseAuth: (mobile, entCode) => callApi(calls.authInfo, { query: { mobile, entCode } }, silent, client) as Promise<EnterpriseAuthInfo>,
    fetchSummary: (entCode) => callApi(calls.authSummary, { query: { entCode } }, silent, client),
    fetchHistory: () => callApi(calls.authHistory, {}, silent, client),
    dataSign: (request) => callApi(calls.dataSign, { query: { ...request } }, silent, client),
  };
}

/** The portal's session calls. */
export const sessionApi: SessionApi = createSessionApi();

