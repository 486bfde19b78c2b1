import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, OperationType } from '@portal/core';
import { PasswordForm, type PasswordFormApi, type PasswordFormProps } from './PasswordForm';

const STRONG = 'Renewed#2026xyz';
const PNG = 'iVBORw0KGgo=';

function fakeApi(overrides: Partial<PasswordFormApi> = {}) {
  const api = {
    passwordPreCheck: jest.fn(async () => ({ registered: true, activated: true })),
    fetchSlider: jest.fn(async () => ({ originalImageBase64: PNG, jigsawImageBase64: PNG, token: 'ct' })),
    checkSlider: jest.fn(async () => ({ isSuccess: true, secondToken: 'st' })),
    sendSms: jest.fn(async () => 'sms-token'),
    resetPassword: jest.fn(async () => '密码设置成功'),
    finishPasswordReset: jest.fn(async () => undefined),
    ...overrides,
  };
  return api;
}

function renderForm(props: Partial<PasswordFormProps> = {}, api = fakeApi()) {
  const notify = { success: jest.fn(), error: jest.fn() };
  const onDone = jest.fn();
  const onBackToLogin = jest.fn();
  render(
    <PasswordForm
      title="找回密码"
      operationType={OperationType.forgotPassword}
      sourcePage="forget"
      api={api}
      notify={notify}
      onDone={onDone}
      onBackToLogin={onBackToLogin}
      {...props}
    />,
  );
  return { api, notify, onDone, onBackToLogin };
}

async function passSlider() {
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'Enter' });
}

/** Puts a whole value in a field at once (a paste): one change, not one per character. */
async function paste(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('PasswordForm', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await passSlider();
    await waitFor(() => expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled());
    await paste(user, '短信验证码', '123456');
    await paste(user, '新密码', STRONG);
    await paste(user, '确认密码', STRONG);
  }

  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    await fill(user);
    await user.keyboard('{Enter}');
  }

  it('validates the mobile before the slider', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderForm();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '1280000000099');
    expect(screen.getByLabelText('手机号')).toHaveValue('12800000000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(api.passwordPreCheck).not.toHaveBeenCalled();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('pre-checks, opens the slider, sends the SMS and counts down; validates each field; enables confirm when all are valid', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, notify } = renderForm({ mobile: '13800000003' });
    const confirm = screen.getByRole('button', { name: '确 定' });
    expect(confirm).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(api.passwordPreCheck).toHaveBeenCalledWith('13800000003', 2);
    await passSlider();
    await waitFor(() => expect(api.sendSms).toHaveBeenCalledWith('13800000003', { token: 'ct', secondToken: 'st' }));
    expect(notify.success).toHaveBeenCalledWith('短信验证码已发送');
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

    await user.type(screen.getByLabelText('短信验证码'), '12a34 56789');
    expect(screen.getByLabelText('短信验证码')).toHaveValue('123456');
    await user.type(screen.getByLabelText('新密码'), 'short');
    expect(screen.getByText('密码为12-20位数字+大写字母+小写字母+特殊符号组合')).toHaveClass('portal-pw__hint');
    await user.tab();
    // Once blurred the rule is the field's error, tied to the field.
    await waitFor(() => expect(screen.getByText('密码为12-20位数字+大写字母+小写字母+特殊符号组合')).toHaveClass('ant-form-item-explain-error'));
    await waitFor(() => expect(screen.getByLabelText('新密码')).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(screen.getByLabelText('新密码'));
    await paste(user, '新密码', STRONG);
    await paste(user, '确认密码', `${STRONG}x`);
    await user.tab();
    expect(await screen.findByText('两次密码输入不一致，请重新输入')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('确认密码'), '{Backspace}');
    expect(confirm).toBeEnabled();
  });

  it('resets, follows up and returns after 3 s', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, onDone } = renderForm({ mobile: '13800000003' });
    await fill(user);
    const confirm = screen.getByRole('button', { name: '确 定' });
    expect(confirm).toBeEnabled();

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      await act(async () => {
        fireEvent.submit(confirm.closest('form') as HTMLFormElement);
      });
      expect(api.resetPassword).toHaveBeenCalledWith({ mobileNo: '13800000003', password: STRONG, smsToken: 'sms-token', verifyCode: '123456' });
      expect(api.finishPasswordReset).toHaveBeenCalledWith('13800000003');
      expect(screen.getByText('密码设置成功')).toBeInTheDocument();
      expect(screen.getByText('3秒后返回登录')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2999));
      expect(onDone).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDone).toHaveBeenCalledWith('密码设置成功');
    } finally {
      jest.useRealTimers();
    }
  });


  it('says 激活成功 for an activation and returns at once from upPw', async () => {
    const user = userEvent.setup({ delay: null });
    const { onDone, notify } = renderForm({ mobile: '13800000004', title: '激活账号', operationType: OperationType.activate, sourcePage: 'upPw' });
    await fillAndSubmit(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('激活成功'));
    expect(notify.success).toHaveBeenCalledWith('激活成功');
  });

  it('shows the server text for another title, and the follow-up failure message', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      resetPassword: jest.fn(async () => '操作成功'),
      finishPasswordReset: jest.fn(async () => {
        throw new ApiError({ kind: 'business', path: '/x', code: 501017, serverMessage: '未找到该手机号近期的密码设置记录' });
      }),
    });
    const { notify, onDone } = renderForm({ mobile: '13800000003', title: '安全设置', sourcePage: 'upPw' }, api);
    await fillAndSubmit(user);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('操作成功'));
    expect(notify.error).toHaveBeenCalledWith('未找到该手机号近期的密码设置记录');
  });

  it('stops at an unregistered mobile with the spec message', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      passwordPreCheck: jest.fn(async () => {
        throw new ApiError({ kind: 'business', path: '/x', code: 501, serverMessage: '' });
      }),
    });
    const { notify } = renderForm({ mobile: '13900000000' }, api);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('用户未注册，请先注册'));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    // The button leaves its busy state in the render after the refusal is said (React 19 renders it a task later).
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
  });

  it('in logged-in mode disables the mobile, hides the confirm button and submits from outside', async () => {
    const user = userEvent.setup({ delay: null });
    const onValidityChange = jest.fn();
    const { api } = renderForm({ mobile: '13800000000', title: '修改密码', loggedIn: true, showTitle: false, formId: 'change-pw', onValidityChange });
    // In a dialog that names it: no second heading, the form keeps its name.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: '修改密码' })).toHaveAttribute('id', 'change-pw');
    expect(screen.getByLabelText('手机号')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '确 定' })).not.toBeInTheDocument();
    await fillAndSubmit(user);
    await waitFor(() => expect(api.resetPassword).toHaveBeenCalled());
    expect(onValidityChange).toHaveBeenCalledWith(true);
  });

  it('has show/hide toggles on both password fields and a back-to-login link', async () => {
    const user = userEvent.setup({ delay: null });
    const { onBackToLogin } = renderForm({ showBackToLogin: true });
    const password = screen.getByLabelText('新密码');
    expect(password).toHaveAttribute('type', 'password');
    const toggles = document.querySelectorAll('.ant-input-password-icon');
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0]);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '返回登录' }));
    expect(onBackToLogin).toHaveBeenCalled();
  });
});
