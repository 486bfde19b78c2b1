import { ApiError, type Failure } from '../errors';
import { OperationType } from './constants';
import { loginRefusal, type LoginRefusal } from './loginRefusal';

const LOGIN = '/uc/v1/api/unified/login/accPwdlogin';
const business = (code: number, extra: Partial<Failure> = {}) => new ApiError({ kind: 'business', path: LOGIN, code, serverMessage: 'server words', ...extra });
const http = (status: number, extra: Partial<Failure> = {}) => new ApiError({ kind: 'http', path: LOGIN, status, ...extra });
const refusal = (shown: LoginRefusal['shown'], lockSeconds?: number): LoginRefusal => ({ shown, ...(lockSeconds === undefined ? {} : { lockSeconds }), resetCaptcha: true });
const toast = (message: string, lockSeconds?: number) => refusal({ kind: 'toast', message }, lockSeconds);

// Each refusal of a login the spec (001 section 8) and the contract list, and what the form shows: the
// form's refusal box, a toast, the password page, or nothing; the lock of the tab's button; the slider dropped.
describe('loginRefusal', () => {
  it.each<[string, unknown, LoginRefusal]>([
    [
      '501011 wrong password: the form says it, with the attempts left, never the server words',
      business(501011, { data: { remainingAttempts: 3 } }),
      refusal({ kind: 'form', message: '手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码', remainingAttempts: 3 }),
    ],
    ['501011 without a count', business(501011), refusal({ kind: 'form', message: '手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码', remainingAttempts: undefined })],
    [
      '501004 weak password: toast, then the reset page',
      business(501004),
      refusal({ kind: 'passwordPage', message: '您的密码强度较低，请重置密码', operationType: OperationType.expiredPassword }),
    ],
    [
      'the set-password message: toast, then the activate page',
      business(501, { serverMessage: '请通过忘记密码设置您的新密码' }),
      refusal({ kind: 'passwordPage', message: '请通过忘记密码设置您的新密码', operationType: OperationType.activate }),
    ],
    ['501012 locked: the minutes, and the button locked for the wait', business(501012, { data: { retryAfterSeconds: 900 } }), toast('密码错误次数过多，账号已锁定，请15分钟后再试', 900)],
    ['501012 without a wait: the contract default (15 min)', business(501012), toast('密码错误次数过多，账号已锁定，请15分钟后再试', 900)],
    ['501005 dead SMS token: the tab locked until a new code', business(501005, { data: { retryAfterSeconds: 120 } }), toast('短信验证码错误次数过多，该验证码已失效，请重新获取', 120)],
    ['501010 no passed captcha', business(501010), toast('请先完成滑块验证')],
    ['501015 rate limited', business(501015, { data: { retryAfterSeconds: 30 } }), toast('操作过于频繁，请30秒后再试', 30)],
    ['HTTP 429 with Retry-After', http(429, { retryAfter: '45' }), toast('操作过于频繁，请45秒后再试', 45)],
    ['501002 wrong SMS code: the server message', business(501002, { serverMessage: '短信验证码错误' }), toast('短信验证码错误')],
    ['another business code without a message', business(501999, { serverMessage: undefined }), toast('请求出错,请检查参数并重试')],
    ['HTTP 500', http(500), toast('服务出错,请稍后再试')],
    ['HTTP 400 with a server message', http(400, { serverMessage: '参数错误' }), toast('参数错误')],
    ['timeout', new ApiError({ kind: 'timeout', path: LOGIN }), toast('请求超时,请稍后重试')],
    ['network', new ApiError({ kind: 'network', path: LOGIN }), toast('网络错误,请检查')],
    ['a cancelled duplicate', new ApiError({ kind: 'duplicate', path: LOGIN }), toast('接口重复调用，请求已取消')],
    ['HTTP 401: the expiry flow has its own UI', http(401), refusal({ kind: 'none' })],
    ['1004001: the blocking notice has its own UI', business(1004001), refusal({ kind: 'none' })],
    ['10100012: the blocking notice has its own UI', business(10100012), refusal({ kind: 'none' })],
    ['not an answer (a bug): nothing shown', new Error('boom'), refusal({ kind: 'none' })],
  ])('%s', (_case, error, expected) => {
    expect(loginRefusal(error)).toEqual(expected);
  });
});
