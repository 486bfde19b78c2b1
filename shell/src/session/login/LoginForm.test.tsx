import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  await user.click(await screen.findByRole('button', { name: /^登 ?录$/ }));
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'Enter' });
}

beforeEach(() => sessionStore.forget());

// The slider and its kit dialog in jsdom: slow on a loaded machine.
jest.setTimeout(150_000);

describe('LoginForm: the answers of password login', () => {
  it('sends the passed captcha tokens with the login', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await passwordLogin(user);
    await waitFor(() => expect(api.passwordLogin).toHaveBeenCalledWith(MOBILE, PASSWORD, { token: 'ct1', secondToken: 'st' }));
  });

  it('501011: the one refusal with the attempts left and a way to forgot password; what was typed stays', async () => {
    const user = userEvent.setup();
    const { onOpenPassword, notify } = setup({ passwordLogin: jest.fn(refused(501011, { remainingAttempts: 3 })) });
    await passwordLogin(user);
    const alert = await screen.findByRole('alert');
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
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('密码错误次数过多，账号已锁定，请15分钟后再试'));
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
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('服务出错,请稍后再试'));
    await passwordLogin(user, false);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('网络错误,请检查'));
    expect(api.fetchSlider).toHaveBeenCalledTimes(2);
    expect(passwordLoginCall.mock.calls.map((call) => (call as unknown[])[2])).toEqual([
      { token: 'ct1', secondToken: 'st' },
      { token: 'ct2', secondToken: 'st' },
    ]);
    expect(screen.getByLabelText('手机号')).toHaveValue(MOBILE);
  });
});

describe('LoginForm: its own fields', () => {
  it('a field shows its error once left, keeps it live while typing, and a tab switch forgets it', async () => {
    const user = userEvent.setup();
    setup();
    const mobile = screen.getByLabelText('手机号');
    expect(mobile).toHaveFocus();
    await user.type(mobile, '138');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('请输入正确的手机号');
    await user.type(mobile, '00000000');
    expect(mobile).toHaveValue(MOBILE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(mobile);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入手机号');
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps only what a field takes: eleven mobile digits, six code digits', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('手机号'), ' 138000000009999');
    expect(screen.getByLabelText('手机号')).toHaveValue(MOBILE);
    await user.type(screen.getByLabelText('短信验证码'), '12a3b4c567');
    expect(screen.getByLabelText('短信验证码')).toHaveValue('123456');
  });

  it('tabs answer the arrow keys, and the mobile typed stays across them', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('手机号'), MOBILE);
    const sms = screen.getByRole('tab', { name: '短信登录' });
    expect(sms).toHaveAttribute('aria-selected', 'true');
    sms.focus();
    await user.keyboard('{ArrowRight}');
    const password = screen.getByRole('tab', { name: '密码登录' });
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: '密码登录' })).toContainElement(screen.getByLabelText('密码'));
    expect(screen.getByLabelText('手机号')).toHaveValue(MOBILE);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the password can be shown and hidden', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    const password = screen.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('登录 is disabled until the tab can log in; without the agreement it asks, and 同意并登录 ticks it and goes on', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.getByRole('button', { name: '登录' })).toBeDisabled();
    await user.type(screen.getByLabelText('手机号'), MOBILE);
    await user.type(screen.getByLabelText('密码'), PASSWORD);
    await user.click(screen.getByRole('button', { name: '登录' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('请阅读并同意《用户协议》和《隐私政策》后登录');
    await user.click(within(ask).getByRole('button', { name: '同意并登录' }));
    expect(screen.getByRole('checkbox')).toBeChecked();
    // Agreed: the login goes on to its slide puzzle.
    expect(await screen.findByRole('slider')).toBeInTheDocument();
    expect(api.passwordLogin).not.toHaveBeenCalled();
  });

  it('SMS: 获取验证码 first asks for a valid mobile, then opens the slide puzzle', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入手机号');
    expect(api.fetchSlider).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('手机号'), MOBILE);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('slider')).toBeInTheDocument();
    expect(api.fetchSlider).toHaveBeenCalledTimes(1);
  });
});
