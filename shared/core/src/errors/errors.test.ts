/** @jest-environment node */
import {
  ApiError,
  BUSINESS_CODES,
  describeFailure,
  errorMessages,
  fillTemplate,
  isApiError,
  isDownloadPath,
  isFileServiceCall,
  isShownElsewhere,
  isSilentFailure,
  remainingAttemptsOf,
  retryAfterSecondsOf,
  type Failure,
  type FailureDescription,
} from './index';

const toast = (message: string): FailureDescription => ({ message, silent: false, action: 'toast', closeWindow: false, clearSession: false });
const path = '/auth/query';
const download = '/ifpc/v1/api/fileCommon/downloadFileByObsKey?key=1';

describe('describeFailure', () => {
  it.each<[string, Failure, FailureDescription]>([
    ['400 shows the server message', { kind: 'http', path, status: 400, serverMessage: '参数错误' }, toast('参数错误')],
    ['400 without a message', { kind: 'http', path, status: 400 }, toast('请求出错,请检查参数并重试')],
    ['401 expires the session', { kind: 'http', path, status: 401 }, { message: '', silent: true, action: 'session-expired', closeWindow: false, clearSession: false }],
    ['403', { kind: 'http', path, status: 403, serverMessage: 'x' }, toast('请求出错,请检查参数并重试')],
    ['404', { kind: 'http', path, status: 404 }, toast('请求出错,请检查参数并重试')],
    ['500', { kind: 'http', path, status: 500 }, toast('服务出错,请稍后再试')],
    ['503', { kind: 'http', path, status: 503, serverMessage: 'down' }, toast('服务出错,请稍后再试')],
    ['5xx on the file service', { kind: 'http', path: '/ps/communal/file/auth-url', status: 502 }, toast('文件服务异常，请稍后再试')],
    ['5xx on a download path', { kind: 'http', path: download, status: 500 }, toast('文件下载服务异常，请联系客服')],
    ['404 on a raw download', { kind: 'http', path: '/ps/communal/file/x', status: 404, download: true }, toast('文件下载服务异常，请联系客服')],
    ['timeout', { kind: 'timeout', path }, toast('请求超时,请稍后重试')],
    ['network', { kind: 'network', path }, toast('网络错误,请检查')],
    ['duplicate', { kind: 'duplicate', path }, toast('接口重复调用，请求已取消')],
    ['protocol', { kind: 'protocol', path }, toast('服务出错,请稍后再试')],
    ['business 401', { kind: 'business', path, code: 401, serverMessage: '登录失效' }, { message: '登录失效', silent: true, action: 'session-expired', closeWindow: false, clearSession: false }],
    ['501 prefers the server message', { kind: 'business', path, code: 501, serverMessage: '该手机号未注册' }, toast('该手机号未注册')],
    ['501 without a message', { kind: 'business', path, code: 501 }, toast('用户未注册，请先注册')],
    ['501004 weak password', { kind: 'business', path, code: 501004, serverMessage: 'weak' }, toast('您的密码强度较低，请重置密码')],
    ['1004001', { kind: 'business', path, code: 1004001, serverMessage: '账号已冻结' }, { message: '账号已冻结', silent: true, action: 'blocking-notice', closeWindow: true, clearSession: true }],
    ['10100012', { kind: 'business', path, code: 10100012, serverMessage: '已注销' }, { message: '已注销', silent: true, action: 'blocking-notice', closeWindow: true, clearSession: false }],
    ['1004002 on a download', { kind: 'business', path: download, code: 1004002, serverMessage: '无文件' }, { message: '无文件', silent: true, action: 'none', closeWindow: false, clearSession: false }],
    ['1004002 on a raw call', { kind: 'business', path: '/ps/communal/file/get', code: 1004002, serverMessage: '无文件', download: true }, { message: '无文件', silent: true, action: 'none', closeWindow: false, clearSession: false }],
    ['1004002 on a file-service link', { kind: 'business', path: '/ps/communal/file/auth-url?key=1', code: 1004002, serverMessage: '无文件' }, { message: '无文件', silent: true, action: 'none', closeWindow: false, clearSession: false }],
    ['1004002 on a file-service post', { kind: 'business', path: '/ps/communal/file/auth-url', code: 1004002 }, { message: '服务出错,请稍后再试', silent: true, action: 'none', closeWindow: false, clearSession: false }],
    ['1004002 on a treasury file read as data', { kind: 'business', path: '/treasury/v1/file/a.csv', code: 1004002, serverMessage: '无文件' }, { message: '无文件', silent: true, action: 'none', closeWindow: false, clearSession: false }],
    ['1004002 elsewhere', { kind: 'business', path, code: 1004002, serverMessage: '无文件' }, toast('无文件')],
    ['501005 SMS code locked: the spec text, the wait from data', { kind: 'business', path, code: 501005, serverMessage: 'x', data: { retryAfterSeconds: 600 } }, { ...toast('短信验证码错误次数过多，该验证码已失效，请重新获取'), retryAfterSeconds: 600 }],
    ['501010 captcha required', { kind: 'business', path, code: 501010, serverMessage: 'x' }, toast('请先完成滑块验证')],
    ['501011 wrong password with attempts left', { kind: 'business', path, code: 501011, serverMessage: 'x', data: { remainingAttempts: 3 } }, { ...toast('手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码'), remainingAttempts: 3 }],
    ['501011 without data', { kind: 'business', path, code: 501011 }, toast('手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码')],
    ['501012 locked: minutes rounded up', { kind: 'business', path, code: 501012, data: { retryAfterSeconds: 61 } }, { ...toast('密码错误次数过多，账号已锁定，请2分钟后再试'), retryAfterSeconds: 61 }],
    ['501012 locked: the header when data says nothing', { kind: 'business', path, code: 501012, retryAfter: '900' }, { ...toast('密码错误次数过多，账号已锁定，请15分钟后再试'), retryAfterSeconds: 900 }],
    ['501012 locked: 15 minutes when nothing says', { kind: 'business', path, code: 501012 }, { ...toast('密码错误次数过多，账号已锁定，请15分钟后再试'), retryAfterSeconds: 900 }],
    ['501013 SMS too frequent', { kind: 'business', path, code: 501013, serverMessage: 'x', data: { retryAfterSeconds: 37 } }, { ...toast('短信发送过于频繁，请37秒后再试'), retryAfterSeconds: 37 }],
    ['501013 fractional wait rounds up', { kind: 'business', path, code: 501013, data: { retryAfterSeconds: 36.2 } }, { ...toast('短信发送过于频繁，请37秒后再试'), retryAfterSeconds: 37 }],
    ['501014 daily cap', { kind: 'business', path, code: 501014, serverMessage: 'x' }, toast('今日短信发送次数已达上限，请明日再试')],
    ['501015 in a 200 envelope', { kind: 'business', path, code: 501015, data: { retryAfterSeconds: 5 } }, { ...toast('操作过于频繁，请5秒后再试'), retryAfterSeconds: 5 }],
    ['429 with data', { kind: 'http', path, status: 429, code: 501015, data: { retryAfterSeconds: 12 } }, { ...toast('操作过于频繁，请12秒后再试'), retryAfterSeconds: 12 }],
    ['429 with only the header', { kind: 'http', path, status: 429, retryAfter: '3' }, { ...toast('操作过于频繁，请3秒后再试'), retryAfterSeconds: 3 }],
    ['413', { kind: 'http', path, status: 413, serverMessage: 'Payload Too Large' }, toast('请求内容过大')],
    ['415', { kind: 'http', path, status: 415 }, toast('请求格式不支持')],
    ['a server message is never trusted for a new code', { kind: 'business', path, code: 501013, serverMessage: '<b>点此</b>', data: { retryAfterSeconds: 60 } }, { ...toast('短信发送过于频繁，请60秒后再试'), retryAfterSeconds: 60 }],
    ['other code shows the server message', { kind: 'business', path, code: 9, serverMessage: '手机号格式错误' }, toast('手机号格式错误')],
    ['other code without message', { kind: 'business', path, code: 9, serverMessage: '' }, toast('请求出错,请检查参数并重试')],
  ])('%s', (_, failure, expected) => {
    expect(describeFailure(failure)).toEqual(expected);
  });
});

describe('catalogue data', () => {
  it('keeps the spec texts character for character', () => {
    expect(errorMessages).toMatchObject({
      pageInfoLost: '页面信息丢失，需要从“业务中心”重新进来',
      noticeTitle: '提示',
      noticeButton: '已知晓',
      loading: '加载中，请稍候',
      otherAccountLoggedIn: '您已经登录了其他账号，需要刷新下页面再进行下操作',
    });
    expect(BUSINESS_CODES).toMatchObject({ success: 200, blockingClearSession: 1004001, blockingCloseWindow: 10100012, silentOnDownload: 1004002 });
  });

  it.each([
    ['legalPersonChanging', '甲公司的法人正在变更中，暂不支持进入到业务系统'],
    ['adminChanging', '甲公司的平台管理员正在变更中，暂不支持进入到业务系统'],
  ] as const)('fills the %s template', (key, expected) => {
    expect(fillTemplate(errorMessages[key], { company: '甲公司' })).toBe(expected);
  });

  it('leaves unknown placeholders', () => {
    expect(fillTemplate('{a}-{b}', { a: '1' })).toBe('1-{b}');
  });

  it.each([
    ['/ifpc/v1/api/fileCommon/downloadFileByObsKey', true],
    ['/download/center/list', true],
    ['/auth/query?download=1', false],
  ])('isDownloadPath(%s) is %s', (p, expected) => {
    expect(isDownloadPath(p)).toBe(expected);
  });
});

describe('file-service calls: where 1004002 is silent', () => {
  it.each<[string, boolean, boolean]>([
    ['/ps/communal/file/upload', false, true],
    ['/ps/communal/file/auth-url?fileKey=1', false, true],
    ['/treasury/v1/file/fund-plan-template.csv', false, true],
    ['/ifpc/v1/api/fileCommon/downloadFileByObsKey', false, true],
    ['/uc/v1/api/anything', true, true],
    ['/treasury/v1/templates', false, false],
    ['/ps/communal/filer', false, false],
    ['/auth/query', false, false],
  ])('isFileServiceCall(%s, download %s) is %s', (p, raw, expected) => {
    expect(isFileServiceCall(p, raw)).toBe(expected);
  });

  it.each<[string, Failure, boolean]>([
    ['1004002 on the treasury file', { kind: 'business', path: '/treasury/v1/file/x', code: 1004002, download: true }, true],
    ['1004002 on a file link', { kind: 'business', path: '/ps/communal/file/auth-url', code: 1004002 }, true],
    ['1004002 elsewhere', { kind: 'business', path, code: 1004002 }, false],
    ['a failed download', { kind: 'http', path: '/treasury/v1/file/x', status: 500, download: true }, false],
    ['a blocking notice (its own UI, not silence)', { kind: 'business', path, code: 1004001 }, false],
  ])('isSilentFailure: %s is %s', (_name, failure, expected) => {
    expect(isSilentFailure(new ApiError(failure))).toBe(expected);
  });

  it('is false for anything but an ApiError', () => {
    expect(isSilentFailure(new Error('x'))).toBe(false);
  });
});

describe('ApiError', () => {
  it('carries the failure and the user message', () => {
    const cause = new Error('socket hang up');
    const error = new ApiError({ kind: 'http', path, status: 400, serverMessage: '参数错误' }, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(cause)).toBe(false);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', path, status: 400, message: '参数错误', serverMessage: '参数错误', download: false, cause });
    expect(error.description.action).toBe('toast');
  });
});

describe('isShownElsewhere: failures a page names no second time', () => {
  it.each<[string, Failure, boolean]>([
    ['10100012: the blocking 提示 box says it', { kind: 'business', path, code: BUSINESS_CODES.blockingCloseWindow, serverMessage: '当前业务已在其他窗口处理' }, true],
    ['1004001: the blocking box and the session end', { kind: 'business', path, code: BUSINESS_CODES.blockingClearSession, serverMessage: '账号已在别处登录' }, true],
    ['401: the expiry flow', { kind: 'http', path, status: 401 }, true],
    ['a cancelled duplicate', { kind: 'duplicate', path }, true],
    ['5xx: the page says it', { kind: 'http', path, status: 500 }, false],
    ['a network error: the page says it', { kind: 'network', path }, false],
    ['another business code: the page says it', { kind: 'business', path, code: 502001, serverMessage: '姓名与身份证号不一致' }, false],
  ])('%s', (_name, failure, expected) => expect(isShownElsewhere(new ApiError(failure))).toBe(expected));

  it('a plain error is the page\'s to show', () => expect(isShownElsewhere(new Error('x'))).toBe(false));
});

describe('the waits and attempts a refusal names', () => {
  it.each<[string, Pick<Failure, 'data' | 'retryAfter'>, number | undefined]>([
    ['data wins', { data: { retryAfterSeconds: 30 }, retryAfter: '90' }, 30],
    ['the header in seconds', { retryAfter: ' 90 ' }, 90],
    ['the header as a date', { retryAfter: new Date(1_000_000 + 45_000).toUTCString() }, 45],
    ['a date in the past is now', { retryAfter: new Date(0).toUTCString() }, 0],
    ['nonsense', { data: { retryAfterSeconds: -1 }, retryAfter: 'soon' }, undefined],
    ['nothing', {}, undefined],
  ])('%s', (_, failure, expected) => {
    expect(retryAfterSecondsOf(failure, 1_000_000)).toBe(expected);
  });

  it('reads remaining attempts only when they are a number', () => {
    expect(remainingAttemptsOf({ data: { remainingAttempts: 2 } })).toBe(2);
    expect(remainingAttemptsOf({ data: { remainingAttempts: '2' } })).toBeUndefined();
    expect(remainingAttemptsOf({ data: null })).toBeUndefined();
  });
});
