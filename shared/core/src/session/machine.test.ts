import {
  afterLoginMachine,
  canTransition,
  loginMachine,
  resetMachine,
  smsButtonMachine,
  transition,
  type AfterLoginEvent,
  type AfterLoginState,
  type LoginEvent,
  type LoginState,
  type ResetEvent,
  type ResetState,
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
    [
      'SMS: slider, send, countdown, login, after-login steps',
      ['REQUEST_CODE', 'CAPTCHA_PASSED', 'SMS_SENT', 'SUBMIT_SMS', 'TOKEN_RECEIVED', 'COMPLETED'],
      ['editing', 'captchaForSms', 'sendingSms', 'editing', 'signingIn', 'completing', 'signedIn'],
    ],
    ['SMS: the slider closed', ['REQUEST_CODE', 'CAPTCHA_CLOSED'], ['editing', 'captchaForSms', 'editing']],
    ['SMS: the send failed', ['REQUEST_CODE', 'CAPTCHA_PASSED', 'SMS_FAILED'], ['editing', 'captchaForSms', 'sendingSms', 'editing']],
    [
      'password: the slider first, then the login',
      ['SUBMIT_PASSWORD', 'CAPTCHA_PASSED', 'TOKEN_RECEIVED', 'COMPLETED'],
      ['editing', 'captchaForPassword', 'signingIn', 'completing', 'signedIn'],
    ],
    ['password: refused', ['SUBMIT_PASSWORD', 'CAPTCHA_PASSED', 'SIGN_IN_FAILED'], ['editing', 'captchaForPassword', 'signingIn', 'editing']],
    ['after-login failure returns to the form', ['SUBMIT_SMS', 'TOKEN_RECEIVED', 'COMPLETION_FAILED'], ['editing', 'signingIn', 'completing', 'editing']],
    ['events out of turn are ignored', ['CAPTCHA_PASSED', 'SMS_SENT', 'TOKEN_RECEIVED'], ['editing', 'editing', 'editing', 'editing']],
  ])('%s', (_name, events, states) => {
    expect(run(loginMachine, 'editing', events)).toEqual(states);
  });

  it('cannot log in twice or send an SMS while signing in', () => {
    expect(canTransition(loginMachine, 'signingIn', 'SUBMIT_SMS')).toBe(false);
    expect(canTransition(loginMachine, 'signingIn', 'REQUEST_CODE')).toBe(false);
    expect(canTransition(loginMachine, 'signedIn', 'SUBMIT_PASSWORD')).toBe(false);
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
    ['the whole reset', ['REQUEST_CODE', 'MOBILE_OK', 'CAPTCHA_PASSED', 'SMS_SENT', 'SUBMIT', 'RESET_OK', 'FOLLOW_UP_DONE'], 'succeeded'],
    ['an unregistered mobile stops before the slider', ['REQUEST_CODE', 'MOBILE_REFUSED'], 'editing'],
    ['the slider closed', ['REQUEST_CODE', 'MOBILE_OK', 'CAPTCHA_CLOSED'], 'editing'],
    ['a refused reset can be submitted again', ['SUBMIT', 'RESET_FAILED', 'SUBMIT'], 'submitting'],
    ['no SMS without the slider', ['REQUEST_CODE', 'SMS_SENT'], 'checkingMobile'],
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
