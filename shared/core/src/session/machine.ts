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
 * Login form. SMS: the code was sent in the SMS step (`smsStepMachine`), then the login. Password:
 * the slider first, then the login. A login that answers a token goes on to what follows a login
 * ('completing').
 */
export type LoginState = 'editing' | 'captchaForPassword' | 'signingIn' | 'completing' | 'signedIn';
export type LoginEvent =
  | 'SUBMIT_SMS'
  | 'SUBMIT_PASSWORD'
  | 'CAPTCHA_PASSED'
  | 'CAPTCHA_CLOSED'
  | 'TOKEN_RECEIVED'
  | 'SIGN_IN_FAILED'
  | 'COMPLETED'
  | 'COMPLETION_FAILED';

export const loginMachine: TransitionTable<LoginState, LoginEvent> = {
  editing: { SUBMIT_SMS: 'signingIn', SUBMIT_PASSWORD: 'captchaForPassword' },
  captchaForPassword: { CAPTCHA_PASSED: 'signingIn', CAPTCHA_CLOSED: 'editing' },
  signingIn: { TOKEN_RECEIVED: 'completing', SIGN_IN_FAILED: 'editing' },
  completing: { COMPLETED: 'signedIn', COMPLETION_FAILED: 'editing' },
  signedIn: {},
};

/**
 * The SMS step of every form that asks for a code (login, reset, the wizards): the mobile is
 * validated by the form, optionally pre-checked by the server, the slider passed, the SMS sent;
 * the 60 s countdown then runs (`smsButtonMachine`).
 */
export type SmsStepState = 'idle' | 'checkingMobile' | 'captcha' | 'sending';
export type SmsStepEvent = 'REQUEST_CODE' | 'CHECK_MOBILE' | 'MOBILE_OK' | 'MOBILE_REFUSED' | 'CAPTCHA_PASSED' | 'CAPTCHA_CLOSED' | 'SENT' | 'FAILED';

export const smsStepMachine: TransitionTable<SmsStepState, SmsStepEvent> = {
  idle: { REQUEST_CODE: 'captcha', CHECK_MOBILE: 'checkingMobile' },
  checkingMobile: { MOBILE_OK: 'captcha', MOBILE_REFUSED: 'idle' },
  captcha: { CAPTCHA_PASSED: 'sending', CAPTCHA_CLOSED: 'idle' },
  sending: { SENT: 'idle', FAILED: 'idle' },
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
 * Password reset, activation and change: the code comes from the SMS step (`smsStepMachine`, with
 * the pre-check); then the submit, the follow-up call, and back to login.
 */
export type ResetState = 'editing' | 'submitting' | 'followingUp' | 'succeeded';
export type ResetEvent = 'SUBMIT' | 'RESET_OK' | 'RESET_FAILED' | 'FOLLOW_UP_DONE';

export const resetMachine: TransitionTable<ResetState, ResetEvent> = {
  editing: { SUBMIT: 'submitting' },
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
