import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, OperationType, sessionStore, type SessionApi } from '@portal/core';
import { createShellSession, ShellSessionProvider } from '../ShellSession';
import { LoginForm } from './LoginForm';

const PNG = 'iVBORw0KGgo=';
const MOBILE = '13800000000';
const PASSWORD = 'Portal@2026abc';

function fakeApi(overrides: Partial<SessionApi> = {}): Partial<SessionApi> {
  let puzzles = 0;
  return {
    fetchSlider: jest.fn(async () => ({ originalImageBase64: PNG, jigsawImageBase64: PNG, token: `ct${(puzzles += 1)}` })),
    checkSlider: jest.fn(async () => ({ isSuccess: true, secondToken: 'st' })),
    sendSms: jest.fn(async () => 'sms'),
    passwordLogin: jest.fn(async () => ({ token: 'tok' })),
    ...overrides,
  };
}

function setup(overrides: Partial<SessionApi> = {}) {
  const api = fakeApi(overrides);
  const shell = createShellSession({ notify: { success: jest.fn(), error: jest.fn() } });
  Object.assign(shell.deps.api, api);
  const onOpenPassword = jest.fn();
  render(
    <ShellSessionProvider session={shell}>
      <LoginForm onLoggedIn={jest.fn()} onOpenPassword={onOpenPassword} />
    </ShellSessionProvider>,
  );
  return { api: shell.deps.api, notify: shell.deps.notify, onOpenPassword };
}

const refused = (code: number, data: unknown) => async () => {
  throw new ApiError({ kind: 'business', path: '/uc/v1/api/unified/login/accPwdlogin', code, serverMessage: 'server words', data });
};

/** Fills the password tab, accepts the agreement, presses 登录 and passes the slider. */
async function passwordLogin(user: ReturnType<typeof userEvent.setup>, first = true) {
  if (first) {
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.click(screen.getByLabelText('手机号'));
    await user.paste(MOBILE);
    await user.click(screen.getByLabelText('密码'));
    await user.paste(PASSWORD);
    await user.click(screen.getByRole('checkbox'));
  }
  // The button leaves its loading look a moment after the failure: wait for 登录 itself.
  await user.click(await screen.findByRole('button', { name: /^登 ?录$/ }, { timeout: 5000 }));
  const slider = await screen.findByRole('slider', {}, { timeout: 10_000 });
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'), { timeout: 10_000 });
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'Enter' });
}

beforeEach(() => sessionStore.forget());

// The kit Form, the slider and its dialog in jsdom: slow on a loaded machine.
jest.setTimeout(150_000);

describe('LoginForm: the answers of password login', () => {
  it('sends the passed captcha tokens with the login', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await passwordLogin(user);
    await waitFor(() => expect(api.passwordLogin).toHaveBeenCalledWith(MOBILE, PASSWORD, { token: 'ct1', secondToken: 'st' }), { timeout: 5000 });
  });

  it('501011: the one refusal with the attempts left and a way to forgot password; what was typed stays', async () => {
    const user = userEvent.setup();
    const { onOpenPassword, notify } = setup({ passwordLogin: jest.fn(refused(501011, { remainingAttempts: 3 })) });
    await passwordLogin(user);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码');
    expect(alert).toHaveTextContent('还可尝试3次');
    expect(alert).not.toHaveTextContent('server words');
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('手机号')).toHaveValue(MOBILE);
    expect(screen.getByLabelText('密码')).toHaveValue(PASSWORD);
    await user.click(screen.getAllByRole('button', { name: '忘记密码' })[0]);
    expect(onOpenPassword).toHaveBeenCalledWith({ mobile: MOBILE, title: '找回密码', operationType: OperationType.forgotPassword });
  });

  it('501012: the lock in minutes, and 登录 counts the wait down, disabled', async () => {
    const user = userEvent.setup();
    const { notify } = setup({ passwordLogin: jest.fn(refused(501012, { retryAfterSeconds: 900 })) });
    await passwordLogin(user);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('密码错误次数过多，账号已锁定，请15分钟后再试'), { timeout: 5000 });
    const locked = await screen.findByRole('button', { name: /^登录（1[45]分\d\d秒）$/ });
    expect(locked).toBeDisabled();
    expect(screen.getByLabelText('密码')).toHaveValue(PASSWORD);
  });

  it('after any failure (here a 500 and a dropped connection) the next press brings a fresh puzzle', async () => {
    const user = userEvent.setup();
    const failures = [new ApiError({ kind: 'http', path: '/x', status: 500 }), new ApiError({ kind: 'network', path: '/x' })];
    const passwordLoginCall = jest.fn(async () => {
      throw failures.shift() ?? new Error('no more');
    });
    const { api, notify } = setup({ passwordLogin: passwordLoginCall });
    await passwordLogin(user);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('服务出错,请稍后再试'), { timeout: 5000 });
    await passwordLogin(user, false);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('网络错误,请检查'), { timeout: 5000 });
    expect(api.fetchSlider).toHaveBeenCalledTimes(2);
    expect(passwordLoginCall.mock.calls.map((call) => (call as unknown[])[2])).toEqual([
      { token: 'ct1', secondToken: 'st' },
      { token: 'ct2', secondToken: 'st' },
    ]);
    expect(screen.getByLabelText('手机号')).toHaveValue(MOBILE);
  });
});
