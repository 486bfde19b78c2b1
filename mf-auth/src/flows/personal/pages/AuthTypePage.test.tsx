import { act, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';

// No delay between keystrokes: typing into antd forms is slow enough in jsdom.
// Long values (card, ID, mobile numbers) are pasted: typed key by key, each key re-renders the antd form, slow on a loaded machine.
const userEvent = userEventLib.setup({ delay: null });
import { ApiError, AUTH_CODES, personalAuthApi } from '@portal/core';
import { personalInfo, renderPerson } from '../../shared/testing';

afterEach(() => jest.restoreAllMocks());
beforeEach(() => localStorage.clear());

const sent = { factor: 'bankCard4' as const, factorSts: 'PROCESSING' as const, personalSts: { sts: 'PROCESSING', subSts: null }, sms: { mobileNo: '139****0000', expiresAt: 0 } };
const passed = { factor: 'bankCard4' as const, factorSts: 'SUCCESS' as const, personalSts: { sts: 'SUCCESS', subSts: null } };

describe('AuthType', () => {
  it('offers every factor after personal2 and refuses a card number failing the Luhn check without sending', async () => {
    const send = jest.spyOn(personalAuthApi, 'bankCardSend').mockResolvedValue(sent);
    renderPerson('/AuthPerson/AuthType', () => personalInfo('PROCESSING', ['personal2']));
    expect(await screen.findByRole('radio', { name: /手机号认证/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /人脸识别/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /银行卡认证/ }));
    await userEvent.click(screen.getByLabelText('银行卡号'));
    await userEvent.paste('6222021234567890127');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的银行卡号')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('confirms a bank card with the SMS code sent to the reserved mobile', async () => {
    let info = personalInfo('PROCESSING', ['personal2']);
    const send = jest.spyOn(personalAuthApi, 'bankCardSend').mockResolvedValue(sent);
    const confirm = jest.spyOn(personalAuthApi, 'bankCardConfirm').mockImplementation(async () => {
      info = personalInfo('SUCCESS', ['personal2', 'bankCard4']);
      return passed;
    });
    renderPerson('/AuthPerson/AuthType', () => info);
    await userEvent.click(await screen.findByRole('radio', { name: /银行卡认证/ }));
    await userEvent.click(screen.getByLabelText('银行卡号'));
    await userEvent.paste('6222021234567890128');
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6222 0212 3456 7890 128');
    await userEvent.click(screen.getByLabelText('银行预留手机号'));
    await userEvent.paste('13900000000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 139****0000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /60秒后重新获取/ })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({ cardNo: '6222021234567890128', bankMobile: '13900000000' });

    await userEvent.click(screen.getByLabelText('短信验证码'));

    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthResult'));
    expect(confirm).toHaveBeenCalledWith({ cardNo: '6222021234567890128', bankMobile: '13900000000', smsCode: '123456' });
  });

  it('shows a wrong SMS code on the code field', async () => {
    jest.spyOn(personalAuthApi, 'bankCardSend').mockResolvedValue(sent);
    jest.spyOn(personalAuthApi, 'bankCardConfirm').mockRejectedValue(new ApiError({ kind: 'business', path: '/auth/query', code: AUTH_CODES.BANK_SMS_WRONG, serverMessage: '短信验证码错误' }));
    renderPerson('/AuthPerson/AuthType', () => personalInfo('PROCESSING', ['personal2']));
    await userEvent.click(await screen.findByRole('radio', { name: /银行卡认证/ }));
    await userEvent.click(screen.getByLabelText('银行卡号'));
    await userEvent.paste('6222021234567890128');
    await userEvent.click(screen.getByLabelText('银行预留手机号'));
    await userEvent.paste('13900000000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送至 139****0000');
    await userEvent.click(screen.getByLabelText('短信验证码'));
    await userEvent.paste('000000');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthType');
  });

  it('adding a factor for a product offers only the missing kind', async () => {
    jest.spyOn(personalAuthApi, 'faceStart').mockReturnValue(new Promise(() => undefined));
    renderPerson('/AuthPerson/AuthType?type=addAuthTypeFace&fromProduct=twogold', () => personalInfo('SUCCESS', ['personal2', 'bankCard4']));
    expect(await screen.findByRole('radio', { name: /人脸识别/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /银行卡认证/ })).not.toBeInTheDocument();
    expect(screen.getByText('开通业务需要补充一种认证方式，完成后将继续为您办理。')).toBeInTheDocument();
  });

  it('sends someone without personal2 back to the certificate', async () => {
    renderPerson('/AuthPerson/AuthType', () => personalInfo(null, []));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthCertificate'));
  });

  it('keeps the chosen factor and card as a draft', async () => {
    const first = renderPerson('/AuthPerson/AuthType', () => personalInfo('PROCESSING', ['personal2']));
    await userEvent.click(await screen.findByRole('radio', { name: /银行卡认证/ }));
    await userEvent.click(screen.getByLabelText('银行卡号'));
    await userEvent.paste('6222021234567890128');
    act(() => first.unmount());
    renderPerson('/AuthPerson/AuthType', () => personalInfo('PROCESSING', ['personal2']));
    expect(await screen.findByRole('radio', { name: /银行卡认证/ })).toBeChecked();
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6222 0212 3456 7890 128');
  });
});
