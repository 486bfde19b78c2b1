import fc from 'fast-check';
import {
  canSwitchCompany,
  userDisplayName,
  canSubmitPasswordLogin,
  canSubmitSmsLogin,
  companyChoice,
  expiryDecision,
  guardDecision,
  isBusinessSystemKey,
  isLoginMismatch,
  isWithinLoginErrorWindow,
  jumpAfterVerify,
  jumpStart,
  loginPathWithFrom,
  passwordFormErrors,
  postLoginPath,
  resetReturnDelayMs,
  resetSuccessMessage,
  safeRedirectPath,
  saveEntInfoFor,
  signedJumpUrl,
  summaryRoleChanged,
  visibleMenu,
} from './rules';
import { BUSINESS_SYSTEM_KEYS, LOGIN_ERROR_WINDOW_MS } from './constants';

const ORIGIN = 'http://localhost:8080';
const companyA = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' };
const companyB = { companyUCId: 'EC2', creditCode: '914403001922038216', companyName: '深圳前海鑫源贸易有限公司' };

describe('guardDecision', () => {
  it.each([
    [false, '/home/index', '', { clear: true, fetchUser: false }],
    [false, '/login', '?from=%2Fx', { clear: true, fetchUser: false }],
    [true, '/login', '', { clear: true, fetchUser: false }],
    [true, '/login', '?from=%2Fproduct%2Fbill', { clear: false, fetchUser: false }],
    [true, '/login', '?x=1&from=', { clear: false, fetchUser: false }],
    [true, '/home/index', '', { clear: false, fetchUser: true }],
    [true, '/login/byIam', '?code=1', { clear: false, fetchUser: true }],
    [true, '/business/center', '?from=%2Fx', { clear: false, fetchUser: true }],
  ])('token %p at %p%p -> %j', (hasToken, pathname, search, expected) => {
    expect(guardDecision(hasToken, pathname, search)).toEqual(expected);
  });
});

describe('summaryRoleChanged', () => {
  it.each([
    [undefined, { role: 'LEGAL_PERSON' }, false],
    [{ role: 'LEGAL_PERSON' }, { role: 'LEGAL_PERSON' }, false],
    [{ role: 'LEGAL_PERSON' }, { role: 'ADMINISTRATOR' }, true],
    [{ role: null }, { role: 'ADMINISTRATOR' }, true],
    [{ role: null }, {}, false],
    [{ role: 'ADMINISTRATOR' }, { role: null }, true],
  ])('%j -> %j: %p', (before, after, expected) => {
    expect(summaryRoleChanged(before, after)).toBe(expected);
  });
});

describe('session expiry', () => {
  const now = Date.UTC(2026, 2, 1, 12);
  it.each([
    [now - 1000, true],
    [now - LOGIN_ERROR_WINDOW_MS, true],
    [now - LOGIN_ERROR_WINDOW_MS - 1, false],
    [now - 13 * 3600_000, false],
    [undefined, false],
  ])('authTime %p -> within 12 h %p', (authTime, expected) => {
    expect(isWithinLoginErrorWindow(authTime, now)).toBe(expected);
  });

  it('uses 43200000 ms', () => {
    expect(LOGIN_ERROR_WINDOW_MS).toBe(43200000);
  });

  it.each([
    ['/business/center', now - 1000, { showDialog: true, redirectHome: true }],
    ['/business/center', now - 13 * 3600_000, { showDialog: false, redirectHome: true }],
    ['/business/center', undefined, { showDialog: false, redirectHome: true }],
    ['/login', now - 1000, { showDialog: false, redirectHome: false }],
    ['/home/index', now - 1000, { showDialog: true, redirectHome: true }],
  ])('at %p with authTime %p -> %j', (pathname, authTime, expected) => {
    expect(expiryDecision(pathname, authTime, now)).toEqual(expected);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/product/bill', '/product/bill'],
    ['/product/bill?x=1#top', '/product/bill?x=1#top'],
    ['/cWeb/product/bill', '/product/bill'],
    ['http://localhost:8080/cWeb/helpCenter/entAuth?a=b', '/helpCenter/entAuth?a=b'],
    ['/a/../helpCenter', '/helpCenter'],
    ['//evil.example', undefined],
    ['//evil.example/cWeb/home/index', undefined],
    ['/\\evil.example', undefined],
    ['\\\\evil.example', undefined],
    ['/\t/evil.example', undefined],
    [' /product/bill', undefined],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(document.cookie)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['http://evil.example/cWeb/home/index', undefined],
    ['https://localhost:8080/cWeb/home/index', undefined],
    ['http://localhost:8081/cWeb/home/index', undefined],
    ['http://user:pw@localhost:8080/cWeb/home/index', undefined],
    ['http://localhost:8080/other/page', undefined],
    ['/login', undefined],
    ['/login?from=%2Fx', undefined],
    ['/cWeb/login/byIam?code=1', undefined],
    ['evil.example', undefined],
    ['/.//', undefined],
    ['/.//evil.example/x', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%p -> %p', (raw, expected) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(expected);
  });

  it('never leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const path = safeRedirectPath(raw, ORIGIN);
        if (path === undefined) return true;
        return path.startsWith('/') && !path.startsWith('//') && new URL(`/cWeb${path}`, ORIGIN).origin === ORIGIN;
      }),
    );
  });

  it.each([
    ['/product/bill', '/home/x', '/product/bill'],
    ['//evil.example', '/cWeb/base/info', '/base/info'],
    [null, undefined, '/home/index'],
    ['javascript:alert(1)', 'javascript:alert(2)', '/home/index'],
  ])('postLoginPath(from %p, saved %p) -> %p', (from, saved, expected) => {
    expect(postLoginPath(from, saved, ORIGIN)).toBe(expected);
  });

  it.each([
    ['/product/bill', '/login?from=%2Fproduct%2Fbill'],
    ['/home/index', '/login'],
    [undefined, '/login'],
  ])('loginPathWithFrom(%p) -> %p', (from, expected) => {
    expect(loginPathWithFrom(from)).toBe(expected);
  });
});

describe('after login', () => {
  it.each([
    [[], { kind: 'none' }],
    [undefined, { kind: 'none' }],
    [[companyA], { kind: 'auto', company: companyA }],
    [[companyA, companyB], { kind: 'choose', companies: [companyA, companyB] }],
  ])('companyChoice(%j) -> %j', (companies, expected) => {
    expect(companyChoice(companies)).toEqual(expected);
  });

  it('saves a company as its centre id, code and name, or all empty', () => {
    expect(saveEntInfoFor(companyA)).toEqual({ entCenterId: 'EC1', entCode: companyA.creditCode, entName: companyA.companyName });
    expect(saveEntInfoFor(null)).toEqual({ entCenterId: '', entCode: '', entName: '' });
  });

  it.each([
    [undefined, '13800000000', false],
    ['', '13800000000', false],
    ['13800000000', '13800000000', false],
    ['13800000000', '13800000001', true],
  ])('isLoginMismatch(%p, %p) -> %p', (session, login, expected) => {
    expect(isLoginMismatch(session, login)).toBe(expected);
  });
});

describe('canSwitchCompany: 切换企业 only with a company to switch to', () => {
  it.each([
    ['no company linked', [], null, false],
    ['one company', [companyA], companyA, false],
    ['two companies', [companyA, companyB], companyA, true],
    ['not known yet, none chosen (no company)', undefined, null, false],
    ['not known yet, none saved', undefined, undefined, false],
    ['not known yet, acting for a company: the choice lists them', undefined, companyA, true],
  ] as const)('%s', (_name, companies, current, expected) => expect(canSwitchCompany(companies as never, current)).toBe(expected));
});

describe('userDisplayName: the top bar and user card', () => {
  const authenticated = (idName: string) => ({ sts: { sts: 'SUCCESS', subSts: null }, idInfo: { idName, idNo: '11010519491231002X' } });
  it.each([
    ['a new customer: the masked mobile', { username: '138****0002', mobileNo: '138****0002' }, { sts: null }, '138****0002'],
    ['after personal authentication: the authenticated name', { username: '138****0002', mobileNo: '138****0002' }, authenticated('周晓燕'), '周晓燕'],
    ['in progress: not yet the name', { username: '138****0002', mobileNo: '138****0002' }, { sts: { sts: 'PROCESSING', subSts: null }, idInfo: { idName: '周晓燕' } }, '138****0002'],
    ['a seeded person: the server name', { username: '张伟', mobileNo: '138****0000' }, authenticated('张伟'), '张伟'],
    ['no name at all: the masked mobile', { username: '', mobileNo: '138****0000' }, undefined, '138****0000'],
    ['no user yet', undefined, undefined, ''],
  ] as const)('%s', (_name, user, personal, expected) => expect(userDisplayName(user as never, personal as never)).toBe(expected));
});

describe('login button conditions', () => {
  it.each([
    ['13800000000', '123456', true, true],
    ['13800000000', '123456', false, false],
    ['13800000000', '12345', true, false],
    ['13800000000', '12345a', true, false],
    ['1380000000', '123456', true, false],
    ['', '123456', true, false],
  ])('SMS tab: %p / %p / requested %p -> %p', (mobile, code, codeRequested, expected) => {
    expect(canSubmitSmsLogin({ mobile, code, codeRequested })).toBe(expected);
  });

  it.each([
    ['13800000000', 'x', true],
    ['13800000000', '', false],
    ['12800000000', 'Portal@2026abc', false],
  ])('password tab: %p / %p -> %p', (mobile, password, expected) => {
    expect(canSubmitPasswordLogin({ mobile, password })).toBe(expected);
  });
});

describe('password form', () => {
  const good = { mobile: '13800000003', code: '123456', password: 'Abcdefgh12!@', confirm: 'Abcdefgh12!@' };
  it.each([
    [good, {}],
    [{ ...good, mobile: '' }, { mobile: '请输入手机号' }],
    [{ ...good, code: '12' }, { code: '请输入六位手机短信验证码' }],
    [{ ...good, password: 'short', confirm: 'short' }, { password: '密码为12-20位数字+大写字母+小写字母+特殊符号组合', confirm: '密码为12-20位数字+大写字母+小写字母+特殊符号组合' }],
    [{ ...good, confirm: 'Abcdefgh12!#' }, { confirm: '两次密码输入不一致，请重新输入' }],
  ])('%j -> %j', (values, expected) => {
    expect(passwordFormErrors(values)).toEqual(expected);
  });

  it.each([
    ['激活账号', '密码设置成功', '激活成功'],
    ['设置密码', 'x', '密码设置成功'],
    ['找回密码', 'x', '密码设置成功'],
    ['安全设置', '操作成功', '操作成功'],
  ])('title %p, server %p -> %p', (title, server, expected) => {
    expect(resetSuccessMessage(title, server)).toBe(expected);
  });

  it.each([
    ['upPw', 0],
    ['dialog', 3000],
    ['forget', 3000],
  ] as const)('returns to login from %p after %p ms', (source, ms) => {
    expect(resetReturnDelayMs(source)).toBe(ms);
  });
});

describe('visibleMenu', () => {
  it('omits hidden items at every level', () => {
    expect(
      visibleMenu([
        { name: 'a', path: '/a', hidden: false },
        { name: 'b', path: '/b', hidden: true },
        { name: 'c', path: '/c', children: [{ name: 'c1', path: '/c/1', hidden: true }, { name: 'c2', path: '/c/2' }] },
      ]),
    ).toEqual([
      { name: 'a', path: '/a', hidden: false },
      { name: 'c', path: '/c', children: [{ name: 'c2', path: '/c/2' }] },
    ]);
    expect(visibleMenu(undefined)).toEqual([]);
  });
});

describe('business-system jump', () => {
  it.each([
    ['header', true, 'open-login'],
    ['homeBanner', false, 'open-login'],
    ['twogold', false, 'clear-and-login'],
    ['twogold', true, 'verify-token'],
    ['cpms-cp', true, 'verify-token'],
    ['nowhere', true, 'unknown-key'],
  ] as const)('jumpStart(%p, token %p) -> %p', (key, hasToken, expected) => {
    expect(jumpStart(key, hasToken)).toBe(expected);
  });

  it('knows the ten system keys', () => {
    expect(BUSINESS_SYSTEM_KEYS).toHaveLength(10);
    expect(BUSINESS_SYSTEM_KEYS.every((key) => isBusinessSystemKey(key))).toBe(true);
    expect(isBusinessSystemKey('header')).toBe(false);
  });

  it.each([
    [true, false, 'sign-and-open'],
    [true, true, 'sign-and-open'],
    [false, false, 'open-login'],
    [false, true, 'nothing'],
  ] as const)('jumpAfterVerify(%p, error dialog %p) -> %p', (verified, showing, expected) => {
    expect(jumpAfterVerify(verified, showing)).toBe(expected);
  });

  it('builds the signed URL with the six parameters', () => {
    const url = new URL(
      signedJumpUrl('/__mock/biz/twogold', { code: 't k', entCode: '91X', entCustomerId: 'EC1', clientId: 'twogold', busType: 'ent', sign: 'ab' }, ORIGIN),
    );
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/__mock/biz/twogold`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 't k', entCode: '91X', entCustomerId: 'EC1', clientId: 'twogold', busType: 'ent', sign: 'ab' });
  });
});
