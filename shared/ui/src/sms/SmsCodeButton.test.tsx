import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/core';
import { SmsCodeButton } from './SmsCodeButton';
import { useSmsCountdown } from './useSmsCountdown';
import { smsFailureMessage } from './smsErrors';

function Harness({ onClick }: { onClick: (start: () => void) => void }) {
  const countdown = useSmsCountdown();
  return <SmsCodeButton countdown={countdown} onClick={() => onClick(countdown.start)} />;
}

describe('SmsCodeButton', () => {
  afterEach(() => jest.useRealTimers());

  it('reads get code, counts 60 s down disabled, then reads resend code', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness onClick={(start) => start()} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('获取验证码');
    await user.click(button);
    expect(button).toHaveTextContent('60秒后重新获取');
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('59秒后重新获取');
    act(() => jest.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('1秒后重新获取');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('重新发送');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(button).toHaveTextContent('60秒后重新获取');
  });

  it('does not count when the send did not happen', async () => {
    const user = userEvent.setup();
    render(<Harness onClick={() => undefined} />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('获取验证码');
  });
});

describe('smsFailureMessage', () => {
  it.each([
    [new ApiError({ kind: 'business', path: '/x', code: 501, serverMessage: '' }), '用户未注册，请先注册'],
    [new ApiError({ kind: 'business', path: '/x', code: 501, serverMessage: '该手机号未注册' }), '该手机号未注册'],
    [
      new ApiError({ kind: 'business', path: '/x', code: 501005, serverMessage: '短信验证码错误次数过多，该验证码已失效，请重新获取' }),
      '短信验证码错误次数过多，该验证码已失效，请重新获取',
    ],
    [new ApiError({ kind: 'business', path: '/x', code: 501001, serverMessage: '滑块验证已失效，请重新验证' }), '获取短信验证码异常'],
    [new ApiError({ kind: 'network', path: '/x' }), '网络错误,请检查'],
    [new ApiError({ kind: 'timeout', path: '/x' }), '请求超时,请稍后重试'],
    [new ApiError({ kind: 'business', path: '/x', code: 501013, serverMessage: 'x', data: { retryAfterSeconds: 42 } }), '短信发送过于频繁，请42秒后再试'],
    [new ApiError({ kind: 'business', path: '/x', code: 501014, serverMessage: 'x' }), '今日短信发送次数已达上限，请明日再试'],
    [new ApiError({ kind: 'http', path: '/x', status: 429, data: { retryAfterSeconds: 9 } }), '操作过于频繁，请9秒后再试'],
    [new ApiError({ kind: 'http', path: '/x', status: 500 }), '获取短信验证码异常'],
    [new Error('boom'), '获取短信验证码异常'],
  ])('%p -> %p', (error, expected) => {
    expect(smsFailureMessage(error)).toBe(expected);
  });
});
