/**
 * The session's pure rules (spec 000 sections 4 and 5, 001 sections 4 and 8): the router guard,
 * session expiry, safe redirects, the company choice after login, the login mismatch, the login
 * and password form conditions, the reset success text and return delay, menus from resources,
 * and the business-system jump.
 */
import type { Company } from '../bus';
import {
  isMobile,
  isSmsCode,
  validateConfirmPassword,
  validateMobile,
  validateNewPassword,
  validateSmsCode,
} from '../validation';
import { errorMessages } from '../errors';
import { sessionTexts } from '../i18n/zh-CN/session';
import {
  BUSINESS_SYSTEM_KEYS,
  HOME_PATH,
  LOGIN_DIALOG_KEYS,
  LOGIN_ERROR_WINDOW_MS,
  LOGIN_PATH,
  RESET_RETURN_DELAY_MS,
  type BusinessSystemKey,
  type PasswordSourcePage,
} from './constants';
import type { CurrentUser, MenuResource, PersonalAuthInfo } from './types';
import { BASE_PATH, ROUTES } from '../routing/routes';

// --- router guard ---------------------------------------------------------------------------

export interface GuardDecision {
  /** Clear the stored user info (and token). */
  clear: boolean;
  /** Fetch the user info, then continue whatever the outcome. */
  fetchUser: boolean;
}

/**
 * No token: clear and continue. Token on /login: clear unless a 'from' query exists. Token
 * elsewhere: fetch the user info, then continue even if that fails.
 */
export function guardDecision(hasToken: boolean, pathname: string, search: string): GuardDecision {
  if (!hasToken) return { clear: true, fetchUser: false };
  if (pathname === LOGIN_PATH) return { clear: !new URLSearchParams(search).has('from'), fetchUser: false };
  return { clear: false, fetchUser: true };
}

/** A change of the auth summary's role reloads the enterprise auth info (a first summary is no change). */
export function summaryRoleChanged(before: { role?: string | null } | undefined, after: { role?: string | null }): boolean {
  return before !== undefined && (before.role ?? null) !== (after.role ?? null);
}

// --- session expiry -------------------------------------------------------------------------

/** True when the last login was within 12 hours (43200000 ms). */
export function isWithinLoginErrorWindow(authTime: number | undefined, now: number): boolean {
  return authTime !== undefined && now - authTime <= LOGIN_ERROR_WINDOW_MS;
}

export interface ExpiryDecision {
  /** Show the permission-expired (login-error) dialog. */
  showDialog: boolean;
  /** Send the user to /home/index (after the dialog, when it shows). */
  redirectHome: boolean;
}

/** A 401 always clears everything; then, unless on /login: the dialog within 12 h, and home. */
export function expiryDecision(pathname: string, authTime: number | undefined, now: number): ExpiryDecision {
  if (pathname === LOGIN_PATH) return { showDialog: false, redirectHome: false };
  return { showDialog: isWithinLoginErrorWindow(authTime, now), redirectHome: true };
}

// --- safe redirects -------------------------------------------------------------------------

export const APP_BASENAME = BASE_PATH;

/**
 * A post-login target, same origin only, as a path below the app's basename ('/product/bill?x=1'),
 * or undefined. Accepts a path below the basename ('/product/bill'), the same path with the
 * basename ('/cWeb/product/bill') and an absolute URL on this origin. Refuses other origins,
 * protocol-relative '//host', backslashes, control characters, `javascript:` and every other
 * scheme, paths outside the basename, and the login pages themselves.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string, basename: string = APP_BASENAME): string | undefined {
  if (!raw) return undefined;
  // Browsers read '\' as '/' and drop tabs and newlines inside URLs: '/\evil' and '/\t/evil' are '//evil'.
  if (raw.includes('\\') || [...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || /\s/.test(ch))) return undefined;
  let url: URL;
  try {
    if (raw.startsWith('/')) {
      if (raw.startsWith('//')) return undefined;
      const inApp = raw === basename || raw.startsWith(`${basename}/`) || raw.startsWith(`${basename}?`);
      url = new URL(inApp ? raw : `${basename}${raw}`, origin);
    } else {
      url = new URL(raw);
    }
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (url.username || url.password) return undefined;
  if (url.pathname !== basename && !url.pathname.startsWith(`${basename}/`)) return undefined;
  const path = url.pathname.slice(basename.length) || '/';
  // Dot segments can leave an empty segment first ('/.//x' is '/cWeb//x'): '//x' would be another host.
  if (path.startsWith('//')) return undefined;
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return undefined;
  return `${path}${url.search}${url.hash}`;
}

/** Where to go after a login on the /login page: the safe 'from', the saved login URL, or home. */
export function postLoginPath(from: string | null | undefined, savedLoginUrl: string | undefined, origin: string): string {
  return safeRedirectPath(from, origin) ?? safeRedirectPath(savedLoginUrl, origin) ?? HOME_PATH;
}

/** The /login page with the place to come back to. */
export function loginPathWithFrom(from: string | undefined): string {
  const back = from && from !== HOME_PATH ? from : undefined;
  return ROUTES.shell.login.href({ from: back });
}

// --- after login ----------------------------------------------------------------------------

export type CompanyChoice = { kind: 'none' } | { kind: 'auto'; company: Company } | { kind: 'choose'; companies: Company[] };

/** Several companies: the user chooses; one: chosen automatically; none: an empty company. */
export function companyChoice(companies: readonly Company[] | null | undefined): CompanyChoice {
  if (!companies || companies.length === 0) return { kind: 'none' };
  if (companies.length === 1) return { kind: 'auto', company: companies[0] };
  return { kind: 'choose', companies: [...companies] };
}

/**
 * Whether the user card offers 切换企业: with the linked companies known, only when there is
 * another one to switch to; before they are known (a reloaded page), only for a user acting for
 * a company (the choice lists them then), never for one who has none.
 */
export function canSwitchCompany(companies: readonly Company[] | undefined, currentCompany: Company | null | undefined): boolean {
  if (companies !== undefined) return companies.length > 1;
  return Boolean(currentCompany);
}

/**
 * The name the top bar and user card show: the authenticated real name once personal
 * authentication succeeded (as the server's user info carries it for seeded people), else the
 * user info's name, else the masked mobile.
 */
export function userDisplayName(user: Pick<CurrentUser, 'username' | 'mobileNo'> | undefined, personal: PersonalAuthInfo | undefined): string {
  const authenticated = personal?.sts?.sts === 'SUCCESS' ? personal.idInfo?.idName?.trim() : undefined;
  return authenticated || user?.username || user?.mobileNo || '';
}

/** The saveEntInfo body for a company, or all '' for none. */
export function saveEntInfoFor(company: Company | null): { entCenterId: string; entCode: string; entName: string } {
  return company
    ? { entCenterId: company.companyUCId, entCode: company.creditCode, entName: company.companyName }
    : { entCenterId: '', entCode: '', entName: '' };
}

/** A login whose mobile differs from the session's needs a reload. */
export function isLoginMismatch(sessionMobile: string | undefined, loginMobile: string): boolean {
  return sessionMobile !== undefined && sessionMobile !== '' && sessionMobile !== loginMobile;
}

// --- login and password forms ---------------------------------------------------------------

/** SMS tab: valid mobile, a 6-digit code, and a code requested. */
export function canSubmitSmsLogin({ mobile, code, codeRequested }: { mobile: string; code: string; codeRequested: boolean }): boolean {
  return isMobile(mobile) && isSmsCode(code) && codeRequested;
}

/** Password tab: valid mobile and a non-empty password. */
export function canSubmitPasswordLogin({ mobile, password }: { mobile: string; password: string }): boolean {
  return isMobile(mobile) && password !== '';
}

export interface PasswordFormValues {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordFormValues, string>>;

/** Every field's message; empty when the form may be submitted. */
export function passwordFormErrors(values: PasswordFormValues): PasswordFormErrors {
  const errors: PasswordFormErrors = {
    mobile: validateMobile(values.mobile),
    code: validateSmsCode(values.code),
    password: validateNewPassword(values.password),
    confirm: validateConfirmPassword(values.confirm, values.password),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The reset success text: 激活成功 when the title has 激活, 密码设置成功 when it has 密码, else the server's. */
export function resetSuccessMessage(title: string, serverMessage: string): string {
  if (title.includes(sessionTexts.titleWords.activate)) return errorMessages.activated;
  if (title.includes(sessionTexts.titleWords.password)) return errorMessages.passwordSet;
  return serverMessage;
}

/** Back to login at once from upPw, otherwise after 3 s. */
export function resetReturnDelayMs(sourcePage: PasswordSourcePage): number {
  return sourcePage === 'upPw' ? 0 : RESET_RETURN_DELAY_MS;
}

// --- menus ----------------------------------------------------------------------------------

/** The menu from the user's resources: hidden items (and their children) are omitted. */
export function visibleMenu(resources: readonly MenuResource[] | null | undefined): MenuResource[] {
  return (resources ?? [])
    .filter((item) => item.hidden !== true)
    .map((item) => (item.children ? { ...item, children: visibleMenu(item.children) } : { ...item }));
}

// --- business-system jump -------------------------------------------------------------------

export const isBusinessSystemKey = (key: string | undefined): key is BusinessSystemKey =>
  (BUSINESS_SYSTEM_KEYS as readonly string[]).includes(key ?? '');

export type JumpStart = 'open-login' | 'clear-and-login' | 'verify-token' | 'unknown-key';

/** Header and homeBanner open the login dialog; system keys need a token, which is then verified. */
export function jumpStart(key: string, hasToken: boolean): JumpStart {
  if ((LOGIN_DIALOG_KEYS as readonly string[]).includes(key)) return 'open-login';
  if (!isBusinessSystemKey(key)) return 'unknown-key';
  return hasToken ? 'verify-token' : 'clear-and-login';
}

/** After the token check: 200 signs and opens; otherwise login, unless the login-error dialog shows. */
export function jumpAfterVerify(verified: boolean, loginErrorShowing: boolean): 'sign-and-open' | 'open-login' | 'nothing' {
  if (verified) return 'sign-and-open';
  return loginErrorShowing ? 'nothing' : 'open-login';
}

export interface JumpParams {
  /** The portal token. */
  code: string;
  entCode: string;
  entCustomerId: string;
  clientId: string;
  busType: string;
  sign: string;
}

/** The signed business-system URL: the target with code, entCode, entCustomerId, clientId, busType, sign. */
export function signedJumpUrl(target: string, params: JumpParams, origin: string): string {
  const url = new URL(target, origin);
  for (const key of ['code', 'entCode', 'entCustomerId', 'clientId', 'busType', 'sign'] as const) url.searchParams.set(key, params[key]);
  return url.href;
}
