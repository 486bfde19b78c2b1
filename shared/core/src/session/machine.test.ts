import {
  afterLoginMachine,
  canTransition,
  loginMachine,
  resetMachine,
  smsButtonMachine,
  smsStepMachine,
  transition,
  type AfterLoginEvent,
  type AfterLoginState,
  type LoginEvent,
  type LoginState,
  type ResetEvent,
  type ResetState,
  type SmsStepEvent,
  type SmsStepState,
  type TransitionTable,
} from './machine';

/** Runs events from a start state and returns every state visited. */
function run<S extends string, E extends string>(table: TransitionTable<S, E>, start: S, events: E[]): S[] {
  const visited: S[] = [start];
  for (const event of events) visited.push(transition(table, visited[visited.length - 1], event));
  return visited;
}

describe('loginMachine', () => {
  it.each<[string, LoginEvent[], LoginState[]]>([
    ['SMS: login with the code, then the after-login steps', ['SUBMIT_SMS', 'TOKEN_RECEIVED', 'COMPLETED'], ['editing', 'signingIn', 'completing', 'signedIn']],
    [
      'password: the slider first, then the login',
      ['SUBMIT_PASSWORD', 'CAPTCHA_PASSED', 'TOKEN_RECEIVED', 'COMPLETED'],
      ['editing', 'captchaForPassword', 'signingIn', 'completing', 'signedIn'],
    ],
    ['password: the slider closed', ['SUBMIT_PASSWORD', 'CAPTCHA_CLOSED'], ['editing', 'captchaForPassword', 'editing']],
    ['password: refused', ['SUBMIT_PASSWORD', 'CAPTCHA_PASSED', 'SIGN_IN_FAILED'], ['editing', 'captchaForPassword', 'signingIn', 'editing']],
    ['after-login failure returns to the form', ['SUBMIT_SMS', 'TOKEN_RECEIVED', 'COMPLETION_FAILED'], ['editing', 'signingIn', 'completing', 'editing']],
    ['events out of turn are ignored', ['CAPTCHA_PASSED', 'TOKEN_RECEIVED', 'COMPLETED'], ['editing', 'editing', 'editing', 'editing']],
  ])('%s', (_name, events, states) => {
    expect(run(loginMachine, 'editing', events)).toEqual(states);
  });

  it('cannot log in twice', () => {
    expect(canTransition(loginMachine, 'signingIn', 'SUBMIT_SMS')).toBe(false);
    expect(canTransition(loginMachine, 'captchaForPassword', 'SUBMIT_SMS')).toBe(false);
    expect(canTransition(loginMachine, 'signedIn', 'SUBMIT_PASSWORD')).toBe(false);
  });
});

describe('smsStepMachine', () => {
  it.each<[string, SmsStepEvent[], SmsStepState[]]>([
    ['slider, then send', ['REQUEST_CODE', 'CAPTCHA_PASSED', 'SENT'], ['idle', 'captcha', 'sending', 'idle']],
    ['pre-check, slider, send', ['CHECK_MOBILE', 'MOBILE_OK', 'CAPTCHA_PASSED', 'SENT'], ['idle', 'checkingMobile', 'captcha', 'sending', 'idle']],
    ['a refused mobile stops before the slider', ['CHECK_MOBILE', 'MOBILE_REFUSED', 'CAPTCHA_PASSED'], ['idle', 'checkingMobile', 'idle', 'idle']],
    ['the slider closed', ['REQUEST_CODE', 'CAPTCHA_CLOSED'], ['idle', 'captcha', 'idle']],
    ['a failed send can be asked again', ['REQUEST_CODE', 'CAPTCHA_PASSED', 'FAILED', 'REQUEST_CODE'], ['idle', 'captcha', 'sending', 'idle', 'captcha']],
    ['no send without the slider', ['REQUEST_CODE', 'SENT', 'REQUEST_CODE'], ['idle', 'captcha', 'captcha', 'captcha']],
    ['no second request while one runs', ['CHECK_MOBILE', 'REQUEST_CODE', 'CHECK_MOBILE'], ['idle', 'checkingMobile', 'checkingMobile', 'checkingMobile']],
  ])('%s', (_name, events, states) => {
    expect(run(smsStepMachine, 'idle', events)).toEqual(states);
  });
});

describe('afterLoginMachine', () => {
  it.each<[string, AfterLoginEvent[], AfterLoginState]>([
    ['several companies: the choice, then saved', ['TOKEN_STORED', 'USER_LOADED', 'SEVERAL_COMPANIES', 'COMPANY_CHOSEN', 'COMPANY_SAVED'], 'done'],
    ['one company: chosen automatically', ['TOKEN_STORED', 'USER_LOADED', 'ONE_COMPANY', 'COMPANY_SAVED'], 'done'],
    ['no company: an empty one is saved', ['TOKEN_STORED', 'USER_LOADED', 'NO_COMPANY', 'COMPANY_SAVED'], 'done'],
    ['another mobile than the session: reload', ['MOBILE_MISMATCH', 'TOKEN_STORED'], 'reloadRequired'],
    ['an IAM login of another mobile: reload', ['TOKEN_STORED', 'MOBILE_MISMATCH'], 'reloadRequired'],
    ['user info fails', ['TOKEN_STORED', 'USER_FAILED', 'USER_LOADED'], 'failed'],
    ['a choice is required: nothing is saved before it', ['TOKEN_STORED', 'USER_LOADED', 'SEVERAL_COMPANIES', 'COMPANY_SAVED'], 'choosingCompany'],
  ])('%s', (_name, events, end) => {
    const states = run(afterLoginMachine, 'storingToken', events);
    expect(states[states.length - 1]).toBe(end);
  });
});

describe('resetMachine', () => {
  it.each<[string, ResetEvent[], ResetState]>([
    ['the whole reset', ['SUBMIT', 'RESET_OK', 'FOLLOW_UP_DONE'], 'succeeded'],
    ['a refused reset can be submitted again', ['SUBMIT', 'RESET_FAILED', 'SUBMIT'], 'submitting'],
    ['no follow-up before the reset', ['FOLLOW_UP_DONE', 'RESET_OK'], 'editing'],
  ])('%s', (_name, events, end) => {
    const states = run(resetMachine, 'editing', events);
    expect(states[states.length - 1]).toBe(end);
  });
});

describe('smsButtonMachine', () => {
  it('goes get code -> counting -> resend -> counting', () => {
    expect(run(smsButtonMachine, 'idle', ['COUNTDOWN_OVER', 'SENT', 'SENT', 'COUNTDOWN_OVER', 'SENT'])).toEqual([
      'idle',
      'idle',
      'counting',
      'counting',
      'resend',
      'counting',
    ]);
  });
});
