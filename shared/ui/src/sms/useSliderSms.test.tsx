import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/core';
import { SmsCodeInput } from './SmsCodeInput';
import { useSliderSms, type SliderSmsApi, type SliderSmsOptions } from './useSliderSms';
import { KitProvider } from '../kit/KitProvider';

const PNG = 'iVBORw0KGgo=';
const LOCKED = '短信验证码错误次数过多，该验证码已失效，请重新获取';

function fakeApi(overrides: Partial<SliderSmsApi> = {}) {
  return {
    fetchSlider: jest.fn(async () => ({ originalImageBase64: PNG, jigsawImageBase64: PNG, token: 'ct' })),
    checkSlider: jest.fn(async () => ({ isSuccess: true, secondToken: 'st' })),
    sendSms: jest.fn(async () => 'sms-token'),
    ...overrides,
  };
}

function Harness(options: SliderSmsOptions) {
  const sms = useSliderSms(options);
  return (
    <>
      <SmsCodeInput sms={sms} onRequest={() => sms.request('13800000000')} />
      <output>{sms.smsToken ?? 'no token'}</output>
      {sms.captcha}
    </>
  );
}

function setup(overrides: Partial<SliderSmsApi> = {}, options: Partial<SliderSmsOptions> = {}) {
  const api = fakeApi(overrides);
  const notify = { success: jest.fn(), error: jest.fn() };
  const onSent = jest.fn();
  render(
    <KitProvider>
      <Harness api={api} notify={notify} onSent={onSent} {...options} />
    </KitProvider>,
  );
  return { api, notify, onSent };
}

async function passSlider() {
  const slider = await screen.findByRole('slider');
  await waitFor(() => expect(slider).toHaveAttribute('aria-disabled', 'false'));
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'Enter' });
}

describe('useSliderSms', () => {
  it('slider, then the send: 短信验证码已发送, the token, the countdown, then onSent', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, notify, onSent } = setup();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await passSlider();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.sendSms).toHaveBeenCalledWith('13800000000', { token: 'ct', secondToken: 'st' });
    expect(notify.success).toHaveBeenCalledWith('短信验证码已发送');
    expect(screen.getByText('sms-token')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled());
  });

  it('a locked send (501005): the catalogue says why, nothing says sent, the button waits the time the server named', async () => {
    const user = userEvent.setup({ delay: null });
    const { notify, onSent } = setup({
      sendSms: jest.fn(async () => {
        throw new ApiError({ kind: 'business', path: '/x', code: 501005, serverMessage: 'server words', data: { retryAfterSeconds: 30 } });
      }),
    });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await passSlider();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(LOCKED));
    expect(notify.success).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByText('no token')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^(30|29)秒后重新获取$/ })).toBeDisabled());
  });

  it('a send too frequent (501013): its message with the seconds, a countdown of that wait on the button', async () => {
    const user = userEvent.setup({ delay: null });
    const { notify } = setup({
      sendSms: jest.fn(async () => {
        throw new ApiError({ kind: 'business', path: '/x', code: 501013, serverMessage: '', data: { retryAfterSeconds: 45 } });
      }),
    });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await passSlider();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('短信发送过于频繁，请45秒后再试'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^(45|44)秒后重新获取$/ })).toBeDisabled());
  });

  it('a dropped send says 网络错误,请检查 and lets the user ask again', async () => {
    const user = userEvent.setup({ delay: null });
    const { notify } = setup({
      sendSms: jest.fn(async () => {
        throw new ApiError({ kind: 'network', path: '/x' });
      }),
    });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await passSlider();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('网络错误,请检查'));
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
  });

  it('a refused pre-check stops before the slider with its message', async () => {
    const user = userEvent.setup({ delay: null });
    const precheck = jest.fn(async () => {
      throw new ApiError({ kind: 'business', path: '/x', code: 501, serverMessage: '' });
    });
    const { api, notify } = setup({}, { precheck });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('用户未注册，请先注册'));
    expect(precheck).toHaveBeenCalledWith('13800000000');
    expect(api.fetchSlider).not.toHaveBeenCalled();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('closing the slider sends nothing and lets the user ask again', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('slider');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    expect(api.sendSms).not.toHaveBeenCalled();
  });
});
