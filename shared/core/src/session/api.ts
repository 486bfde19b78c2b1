/**
 * The session's calls (spec 001 section 7, 'Login and verification'), through the portal's one
 * signed client. Failures reject with an ApiError; 401 and the blocking codes still reach the
 * shell over the bus. Calls whose failure the session UI words itself pass `silentErrors`.
 */
import { ApiError, isApiError } from '../errors';
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

const LOGIN = '/uc/v1/api/unified/login';

export const SESSION_PATHS = {
  slider: `${LOGIN}/slide-verify-code`,
  sliderCheck: `${LOGIN}/slide-verify-code/check`,
  smsSend: `${LOGIN}/sms-verify-code`,
  smsLogin: `${LOGIN}/smsLogin`,
  passwordLogin: `${LOGIN}/accPwdlogin`,
  iamLogin: `${LOGIN}/iamLogin`,
  passwordPreCheck: `${LOGIN}/password/pre-check`,
  passwordReset: `${LOGIN}/password/reset`,
  passwordResetFinish: `${LOGIN}/password/reset/finish`,
  user: `${LOGIN}/user`,
  logout: `${LOGIN}/logout`,
  saveEntInfo: `${LOGIN}/saveEntInfo`,
  tokenVerify: '/uc/v1/api/token/verify',
  customerEnt: '/uc/v1/api/auth/select/customer-ent',
  authInfo: '/auth/info',
  authSummary: '/auth/summary',
  authHistory: '/auth/history/info',
  dataSign: '/ps/communal/data-sign',
} as const;

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
    fetchSlider: () => client.get<SliderChallenge>(SESSION_PATHS.slider, silent),
    checkSlider: (token, x) => client.post<SliderCheckResult>(SESSION_PATHS.sliderCheck, { token, point: { x, y: 5 } }, silent),
    sendSms: (mobileNo, { token, secondToken }) => client.post<string>(SESSION_PATHS.smsSend, { mobileNo, secondToken, token }, silent),
    smsLogin: (mobileNo, smsVerCode, smsToken) =>
      client.post<LoginResult>(SESSION_PATHS.smsLogin, { mobileNo, smsVerCode, ...(smsToken ? { smsToken } : {}) }, silent),
    passwordLogin: (mobileNo, password, { token, secondToken }) =>
      client.post<LoginResult>(SESSION_PATHS.passwordLogin, { mobileNo, password: encodePassword(password), secondToken, token }, silent),
    iamLogin: (code) => client.post<LoginResult>(SESSION_PATHS.iamLogin, undefined, { ...silent, searchParams: { code } }),
    passwordPreCheck: (mobileNo, operationType) =>
      client.post<ResetPreCheck>(SESSION_PATHS.passwordPreCheck, { mobileNo, operationType }, silent),
    resetPassword: async ({ mobileNo, password, smsToken, verifyCode }) => {
      // The success text of a reset can be the server's message, so this reads the whole envelope.
      let response: Response;
      try {
        response = await client.raw(SESSION_PATHS.passwordReset, {
          method: 'POST',
          body: { mobileNo, password: encodePassword(password), smsToken, verifyCode },
          silentErrors: true,
        });
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
      await client.post(SESSION_PATHS.passwordResetFinish, { mobileNo }, silent);
    },
    fetchUser: () => client.get<CurrentUser>(SESSION_PATHS.user, silent),
    logout: async () => {
      await client.post(SESSION_PATHS.logout, undefined, silent);
    },
    saveEntInfo: async (info) => {
      await client.post(SESSION_PATHS.saveEntInfo, { ...info }, silent);
    },
    verifyToken: async () => {
      await client.get(SESSION_PATHS.tokenVerify, silent);
    },
    fetchCompanies: (mobile) => client.post<UserCompanies>(SESSION_PATHS.customerEnt, { mobile }, silent),
    fetchPersonalAuth: (mobile) => client.get<PersonalAuthInfo>(SESSION_PATHS.authInfo, { ...silent, searchParams: { mobile, entCode: '' } }),
    fetchEnterpriseAuth: (mobile, entCode) =>
      client.get<EnterpriseAuthInfo>(SESSION_PATHS.authInfo, { ...silent, searchParams: { mobile, entCode } }),
    fetchSummary: (entCode) => client.get<AuthSummary>(SESSION_PATHS.authSummary, { ...silent, searchParams: { entCode } }),
    fetchHistory: () => client.get<AuthHistoryInfo>(SESSION_PATHS.authHistory, silent),
    dataSign: (request) => client.get<string>(SESSION_PATHS.dataSign, { ...silent, searchParams: { ...request } }),
  };
}

/** The portal's session calls. */
export const sessionApi: SessionApi = createSessionApi();

