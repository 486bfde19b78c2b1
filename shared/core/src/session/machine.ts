/**
 * The multi-step session flows as explicit transition tables (spec 000 section 4): SMS and
 * password login, what follows a successful login, the password reset, and the SMS button.
 * Components dispatch events and act on the state they land in; an event a state does not
 * list leaves the state as it is.
 */

export type TransitionTable<S extends string, E extends string> = Readonly<Record<S, Readonly<Partial<Record<E, S>>>>>;

export function transition<S extends string, E extends string>(table: TransitionTable<S, E>, state: S, event: E): S {
  return table[state][event] ?? state;
}

export function canTransition<S extends string, E extends string>(table: TransitionTable<S, E>, state: S, event: E): boolean {
  return table[state][event] !== undefined;
}

/**
 * Login form. SMS: the mobile is validated, the slider passed, the SMS sent (the countdown then
 * runs), then the login. Password: the slider first, then the login. A login that answers a token
 * goes on to what follows a login ('completing').
 */
export type LoginState = 'editing' | 'captchaForSms' | 'sendingSms' | 'captchaForPassword' | 'signingIn' | 'completing' | 'signedIn';
export type LoginEvent =
  | 'REQUEST_CODE'
  | 'SUBMIT_SMS'
  | 'SUBMIT_PASSWORD'
  | 'CAPTCHA_PASSED'
  | 'CAPTCHA_CLOSED'
  | 'SMS_SENT'
  | 'SMS_FAILED'
  | 'TOKEN_RECEIVED'
  | 'SIGN_IN_FAILED'
  | 'COMPLETED'
  | 'COMPLETION_FAILED';

export const loginMachine: TransitionTable<LoginState, LoginEvent> = {
  editing: { REQUEST_CODE: 'captchaForSms', SUBMIT_SMS: 'signingIn', SUBMIT_PASSWORD: 'captchaForPassword' },
  captchaForSms: { CAPTCHA_PASSED: 'sendingSms', CAPTCHA_CLOSED: 'editing' },
  sendingSms: { SMS_SENT: 'editing', SMS_FAILED: 'editing' },
  captchaForPassword: { CAPTCHA_PASSED: 'signingIn', CAPTCHA_CLOSED: 'editing' },
  signingIn: { TOKEN_RECEIVED: 'completing', SIGN_IN_FAILED: 'editing' },
  completing: { COMPLETED: 'signedIn', COMPLETION_FAILED: 'editing' },
  signedIn: {},
};

/**
 * After a successful login: the token is stored, a mobile other than the session's asks for a
 * reload; the user info is loaded (menus come from its resources); the companies are loaded by
 * mobile; several open the choice, one is taken, none gives an empty company; the choice is saved.
 */
export type AfterLoginState =
  | 'storingToken'
  | 'reloadRequired'
  | 'loadingUser'
  | 'loadingCompanies'
  | 'choosingCompany'
  | 'savingCompany'
  | 'done'
  | 'failed';
export type AfterLoginEvent =
  | 'TOKEN_STORED'
  | 'MOBILE_MISMATCH'
  | 'USER_LOADED'
  | 'USER_FAILED'
  | 'SEVERAL_COMPANIES'
  | 'ONE_COMPANY'
  | 'NO_COMPANY'
  | 'COMPANIES_FAILED'
  | 'COMPANY_CHOSEN'
  | 'COMPANY_SAVED'
  | 'SAVE_FAILED';

export const afterLoginMachine: TransitionTable<AfterLoginState, AfterLoginEvent> = {
  storingToken: { TOKEN_STORED: 'loadingUser', MOBILE_MISMATCH: 'reloadRequired' },
  reloadRequired: {},
  // An IAM login learns its mobile only from the user info.
  loadingUser: { USER_LOADED: 'loadingCompanies', USER_FAILED: 'failed', MOBILE_MISMATCH: 'reloadRequired' },
  loadingCompanies: { SEVERAL_COMPANIES: 'choosingCompany', ONE_COMPANY: 'savingCompany', NO_COMPANY: 'savingCompany', COMPANIES_FAILED: 'failed' },
  choosingCompany: { COMPANY_CHOSEN: 'savingCompany' },
  savingCompany: { COMPANY_SAVED: 'done', SAVE_FAILED: 'failed' },
  done: {},
  failed: {},
};

/**
 * Password reset, activation and change: the mobile validated and pre-checked, the slider fetched
 * and passed (a wrong position fetches a new one inside the slider), the SMS sent and the
 * countdown started; the submit, then the follow-up call; then back to login.
 */
export type ResetState = 'editing' | 'checkingMobile' | 'captcha' | 'sendingSms' | 'submitting' | 'followingUp' | 'succeeded';
export type ResetEvent =
  | 'REQUEST_CODE'
  | 'MOBILE_OK'
  | 'MOBILE_REFUSED'
  | 'CAPTCHA_PASSED'
  | 'CAPTCHA_CLOSED'
  | 'SMS_SENT'
  | 'SMS_FAILED'
  | 'SUBMIT'
  | 'RESET_OK'
  | 'RESET_FAILED'
  | 'FOLLOW_UP_DONE';

export const resetMachine: TransitionTable<ResetState, ResetEvent> = {
  editing: { REQUEST_CODE: 'checkingMobile', SUBMIT: 'submitting' },
  checkingMobile: { MOBILE_OK: 'captcha', MOBILE_REFUSED: 'editing' },
  captcha: { CAPTCHA_PASSED: 'sendingSms', CAPTCHA_CLOSED: 'editing' },
  sendingSms: { SMS_SENT: 'editing', SMS_FAILED: 'editing' },
  submitting: { RESET_OK: 'followingUp', RESET_FAILED: 'editing' },
  followingUp: { FOLLOW_UP_DONE: 'succeeded' },
  succeeded: {},
};

/** The SMS button: get code, then the 60 s countdown (disabled), then resend code. */
export type SmsButtonState = 'idle' | 'counting' | 'resend';
export type SmsButtonEvent = 'SENT' | 'COUNTDOWN_OVER';

export const smsButtonMachine: TransitionTable<SmsButtonState, SmsButtonEvent> = {
  idle: { SENT: 'counting' },
  counting: { COUNTDOWN_OVER: 'resend' },
  resend: { SENT: 'counting' },
};
