import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperationType } from '@portal/core';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { PasswordFormApi } from './PasswordForm';

const api = () => ({
  passwordPreCheck: jest.fn(async () => ({ registered: true, activated: true })),
  fetchSlider: jest.fn(() => new Promise(() => undefined)),
  checkSlider: jest.fn(async () => ({ isSuccess: true, secondToken: 'st' })),
  sendSms: jest.fn(async () => 'sms-token'),
  resetPassword: jest.fn(async () => '密码设置成功'),
  finishPasswordReset: jest.fn(async () => undefined),
}) satisfies PasswordFormApi;


describe('ChangePasswordForm: the signed-in password change of the shell dialog and the settings card', () => {
  it('is the named form with the user’s mobile fixed, no heading or button of its own, and asks as an expired-password change', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    const onValidityChange = jest.fn();
    render(<ChangePasswordForm title="修改密码" mobile="13800000000" formId="change-pw" onValidityChange={onValidityChange} api={calls} notify={{ success: jest.fn(), error: jest.fn() }} />);
    expect(screen.getByRole('form', { name: '修改密码' })).toHaveAttribute('id', 'change-pw');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toBeDisabled();
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000000');
    expect(screen.queryByRole('button', { name: '确 定' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls.passwordPreCheck).toHaveBeenCalledWith('13800000000', OperationType.expiredPassword));
  });
});
