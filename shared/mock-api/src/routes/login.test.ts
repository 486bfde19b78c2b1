import { DEMO_PASSWORD, PersonaMobile } from '../personas';
import { SMS_TTL_MS } from '../state';
import { type Harness, LOGIN, base64, startHarness } from '../test-client';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

interface UserInfo {
  username: string;
  mobile: string;
  mobileNo: string;
  resources: { name: string; path: string; hidden: boolean }[];
}

describe('SMS login of each persona', () => {
  it.each([
    [PersonaMobile.oneCompany, '张伟', 1],
    [PersonaMobile.threeCompanies, '李娜', 3],
    [PersonaMobile.unauthenticated, '138****0002', 0],
    [PersonaMobile.weakPassword, '刘洋', 0],
  ])('%s signs in by SMS and sees its user info and %s companies', async (mobile, username, companies) => {
    const token = await h.smsLogin(mobile);
    const user = await h.call<UserInfo>('GET', `${LOGIN}/user`, undefined, token);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ code: 200, success: true });
    expect(user.body.data).toMatchObject({ username, mobile, mobileNo: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    expect(user.body.data.resources.map((r) => r.path)).toContain('/business/center');

    const ents = await h.call<{ userCustmoerId: string; companys: unknown[] }>(
      'POST',
      '/uc/v1/api/auth/select/customer-ent',
      { mobile },
      token,
    );
    expect(ents.body.data.companys).toHaveLength(companies);
    expect(ents.body.data.userCustmoerId).toMatch(/^UC\d+$/);
  });

  it('answers 501 with the spec message when sending an SMS to an unregistered mobile', async () => {
    const captcha = await h.solveCaptcha();
    const sent = await h.call('POST', `${LOGIN}/sms-verify-code`, { mobileNo: PersonaMobile.unregistered, ...captcha });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ code: 501, message: '用户未注册，请先注册', success: false });
    expect((await h.control('GET', `/__mock/sms/${PersonaMobile.unregistered}`)).statusCode).toBe(404);
  });

  it('refuses an SMS without a solved slider, and a second token twice', async () => {
    const captcha = await h.solveCaptcha();
    const forged = await h.call('POST', `${LOGIN}/sms-verify-code`, { mobileNo: PersonaMobile.oneCompany, token: captcha.token, secondToken: 'f'.repeat(32) });
    expect(forged.body.code).toBe(501001);
    const first = await h.call('POST', `${LOGIN}/sms-verify-code`, { mobileNo: PersonaMobile.oneCompany, ...captcha });
    expect(first.body.code).toBe(200);
    const again = await h.call('POST', `${LOGIN}/sms-verify-code`, { mobileNo: PersonaMobile.oneCompany, ...captcha });
    expect(again.body).toMatchObject({ code: 501001, success: false });
  });

  it('answers a bad mobile with a 400 and a readable message', async () => {
    const result = await h.call('POST', `${LOGIN}/smsLogin`, { mobileNo: '12345', smsVerCode: '123456' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 400, message: '请输入正确的手机号', success: false });
  });
});

describe('SMS codes', () => {
  const mobile = PersonaMobile.oneCompany;

  it('are single-use', async () => {
    const { code, smsToken } = await h.requestSms(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect((await h.call('POST', `${LOGIN}/smsLogin`, { mobileNo: mobile, smsVerCode: code, smsToken })).body.code).toBe(200);
    const reused = await h.call('POST', `${LOGIN}/smsLogin`, { mobileNo: mobile, smsVerCode: code, smsToken });
    expect(reused.body).toMatchObject({ code: 501003, message: '短信验证码已失效，请重新获取' });
  });

  it('expire after five minutes', async () => {
    const { code } = await h.requestSms(mobile);
    h.advance(SMS_TTL_MS + 1);
    const late = await h.call('POST', `${LOGIN}/smsLogin`, { mobileNo: mobile, smsVerCode: code });
    expect(late.body.code).toBe(501003);
  });

  it('count wrong codes per smsToken: five make that token dead for ten minutes, not the mobile', async () => {
    const { code, smsToken } = await h.requestSms(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await h.call('POST', `${LOGIN}/smsLogin`, { mobileNo: mobile, smsVerCode: wrong, smsToken })).body);
    expect(answers.slice(0, 4).map((a) => a.code)).toEqual([501002, 501002, 501002, 501002]);
    expect(answers[0].message).toBe('短信验证码错误，还可尝试4次');
    expect(answers[4]).toMatchObject({ code: 501005, message: '短信验证码错误次数过多，该验证码已失效，请重新获取', data: { retryAfterSeconds: 600 } });

    const right = await h.call('POST', `${LOGIN}/smsLogin`, { mobileNo: mobile, smsVerCode: code, smsToken });
    expect(right.body.code).toBe(501005);
    // A new code (after the 60 s between sends) works at once.
    h.advance(60_000);
    expect(await h.smsLogin(mobile)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('password login', () => {
  it('gives a token for the right password after a passed slider', async () => {
    const result = await h.passwordLogin(PersonaMobile.threeCompanies);
    expect(result.body).toMatchObject({ code: 200, success: true });
    expect(result.body.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers 501004 for the weak-password persona, and only for the right password', async () => {
    const result = await h.passwordLogin(PersonaMobile.weakPassword);
    expect(result.body).toMatchObject({ code: 501004, message: '您的密码强度较低，请重置密码', success: false });
    expect((await h.passwordLogin(PersonaMobile.weakPassword, 'Wrong@2026abc')).body.code).toBe(501011);
  });

  it('answers a wrong password, an unregistered mobile and an unactivated account alike (501011)', async () => {
    const refusal = { code: 501011, message: '手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码', data: { remainingAttempts: 4 }, success: false };
    expect((await h.passwordLogin(PersonaMobile.oneCompany, 'Wrong@2026abc')).body).toEqual(refusal);
    expect((await h.passwordLogin(PersonaMobile.unregistered)).body).toEqual(refusal);
    expect((await h.passwordLogin(PersonaMobile.notActivated)).body).toEqual(refusal);
  });

  it('refuses a password that is not Base64', async () => {
    const result = await h.call('POST', `${LOGIN}/accPwdlogin`, { mobileNo: PersonaMobile.oneCompany, password: 'not base64!', ...(await h.solveCaptcha()) });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('密码须为 Base64 编码');
  });
});

describe('password reset', () => {
  const mobile = PersonaMobile.weakPassword;
  const reset = (password: string, sms: { code: string; smsToken: string }) =>
    h.call('POST', `${LOGIN}/password/reset`, { mobileNo: mobile, password: base64(password), smsToken: sms.smsToken, verifyCode: sms.code });

  it('enforces the 12-20 rule without spending the code, then lets the weak persona in', async () => {
    const sms = await h.requestSms(mobile);
    for (const weak of ['Short@1a', 'alllowercase@2026', 'NoSpecial2026abc', 'Toolong@2026abcdefghij']) {
      expect((await reset(weak, sms)).body).toMatchObject({ code: 501007, message: '密码为12-20位数字+大写字母+小写字母+特殊符号组合' });
    }
    expect((await reset('Renewed#2026xyz', sms)).body).toMatchObject({ code: 200, message: '密码设置成功' });
    expect((await h.passwordLogin(mobile, DEMO_PASSWORD)).body.code).toBe(501011);
    expect((await h.passwordLogin(mobile, 'Renewed#2026xyz')).body.code).toBe(200);
  });

  it('needs the SMS code', async () => {
    const sms = await h.requestSms(mobile);
    expect((await reset('Renewed#2026xyz', { ...sms, code: sms.code === '123456' ? '654321' : '123456' })).body.code).toBe(501002);
  });
});

describe('IAM sign-on', () => {
  const ORIGIN = 'http://localhost:8080';
  /** The sign-on page's form, as a browser posts it (its own Origin). */
  const authorize = (fields: { mobile: string; redirect: string }, origin: string | null = ORIGIN) =>
    h.app.inject({
      method: 'POST',
      url: '/__mock/iam/authorize',
      headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });

  it('serves a persona chooser whose form posts the choice, redirects back with a code, and trades the code once', async () => {
    const page = await h.control('GET', '/__mock/iam/login?redirect=%2FcWeb%2Flogin%2FbyIam%3Ffrom%3Dx');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('13800000001');
    expect(page.body).toContain('<form method="post" action="/__mock/iam/authorize">');

    const back = await authorize({ mobile: PersonaMobile.threeCompanies, redirect: '/cWeb/login/byIam?from=x' });
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location), 'http://portal');
    expect(location.pathname).toBe('/cWeb/login/byIam');
    expect(location.searchParams.get('from')).toBe('x');
    const code = location.searchParams.get('code') ?? '';

    const login = await h.call<{ token: string }>('POST', `${LOGIN}/iamLogin?code=${code}`);
    expect(login.body.code).toBe(200);
    const user = await h.call<UserInfo>('GET', `${LOGIN}/user`, undefined, login.body.data.token);
    expect(user.body.data.username).toBe('李娜');
    expect((await h.call('POST', `${LOGIN}/iamLogin?code=${code}`)).body.code).toBe(501008);
  });

  it('a link from another site signs nobody in: a GET opens the chooser, a POST needs its own Origin', async () => {
    const link = await h.control('GET', `/__mock/iam/authorize?mobile=${PersonaMobile.threeCompanies}&redirect=%2FcWeb%2Flogin%2FbyIam`);
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/__mock/iam/login?redirect=%2FcWeb%2Flogin%2FbyIam');
    const fields = { mobile: PersonaMobile.threeCompanies, redirect: '/cWeb/login/byIam' };
    for (const origin of [null, 'null', 'https://evil.example']) {
      const posted = await authorize(fields, origin);
      expect([origin, posted.statusCode, posted.headers.location]).toEqual([origin, 403, undefined]);
    }
  });

  it('refuses a script or protocol-relative redirect', async () => {
    expect((await h.control('GET', '/__mock/iam/login?redirect=javascript%3Aalert(1)')).statusCode).toBe(400);
    expect((await h.control('GET', '/__mock/iam/login?redirect=%2F%2Fevil.example')).statusCode).toBe(400);
  });

  it('refuses a redirect with characters a Location header cannot carry (400, not 500)', async () => {
    for (const redirect of ['/cWeb/登录', 'http://localhost:80/cWeb/é', '/cWeb/a b', '/cWeb/a\r\nSet-Cookie: x=1']) {
      const login = await h.control('GET', `/__mock/iam/login?redirect=${encodeURIComponent(redirect)}`);
      const posted = await authorize({ mobile: PersonaMobile.threeCompanies, redirect });
      expect([redirect, login.statusCode, posted.statusCode]).toEqual([redirect, 400, 400]);
      expect(posted.body).toContain('不合法的 redirect');
    }
    // Written percent-encoded, as a URL in a query is, the same address is fine.
    expect((await authorize({ mobile: PersonaMobile.threeCompanies, redirect: '/cWeb/%E7%99%BB' })).statusCode).toBe(303);
  });
});
