import { PersonaMobile } from '../personas';
import { RESET_FOLLOW_UP_MS } from '../state';
import { type Harness, LOGIN, base64, startHarness } from '../test-client';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const preCheck = (mobileNo: string, operationType: number) => h.call('POST', `${LOGIN}/password/pre-check`, { mobileNo, operationType });

async function resetPassword(mobile: string, password: string) {
  const sms = await h.requestSms(mobile);
  return h.call('POST', `${LOGIN}/password/reset`, { mobileNo: mobile, password: base64(password), smsToken: sms.smsToken, verifyCode: sms.code });
}

describe('password pre-check', () => {
  it.each([
    [PersonaMobile.weakPassword, 2, { code: 200, data: { registered: true, activated: true } }],
    [PersonaMobile.weakPassword, 3, { code: 200, data: { registered: true, activated: true } }],
    [PersonaMobile.notActivated, 1, { code: 200, data: { registered: true, activated: false } }],
    [PersonaMobile.notActivated, 2, { code: 200, data: { registered: true, activated: false } }],
    [PersonaMobile.oneCompany, 1, { code: 501018, message: '该账号已激活，请直接登录' }],
    [PersonaMobile.unregistered, 2, { code: 501, message: '用户未注册，请先注册' }],
  ])('%s with operation type %p -> %j', async (mobile, type, expected) => {
    expect((await preCheck(mobile, type)).body).toMatchObject(expected);
  });

  it('refuses an unknown operation type with a 400', async () => {
    expect((await preCheck(PersonaMobile.oneCompany, 4)).status).toBe(400);
  });
});

describe('activation', () => {
  it('password login refuses an unactivated account like a wrong password; after a reset it signs in', async () => {
    const before = await h.passwordLogin(PersonaMobile.notActivated, '');
    expect(before.status).toBe(400);
    const refused = await h.passwordLogin(PersonaMobile.notActivated, 'Anything@2026x');
    expect(refused.body).toMatchObject({ code: 501011, message: '手机号或密码错误，如未设置过密码，请通过忘记密码设置新密码' });
    expect((await resetPassword(PersonaMobile.notActivated, 'Activated#2026x')).body.code).toBe(200);
    expect((await preCheck(PersonaMobile.notActivated, 1)).body.code).toBe(501018);
    expect((await h.passwordLogin(PersonaMobile.notActivated, 'Activated#2026x')).body.code).toBe(200);
  });
});

describe('the follow-up call after a reset', () => {
  const finish = (mobileNo: string, token?: string) => h.call('POST', `${LOGIN}/password/reset/finish`, { mobileNo }, token);

  it('ends the other sessions of that mobile, keeping the caller', async () => {
    const elsewhere = await h.smsLogin(PersonaMobile.weakPassword);
    const here = await h.smsLogin(PersonaMobile.weakPassword);
    expect((await resetPassword(PersonaMobile.weakPassword, 'Renewed#2026xyz')).body.code).toBe(200);
    expect((await finish(PersonaMobile.weakPassword, here)).body).toMatchObject({ code: 200 });
    expect((await h.call('GET', '/uc/v1/api/token/verify', undefined, elsewhere)).status).toBe(401);
    expect((await h.call('GET', '/uc/v1/api/token/verify', undefined, here)).status).toBe(200);
  });

  it('fails with a message without a recent reset, and only once per reset', async () => {
    expect((await finish(PersonaMobile.weakPassword)).body).toMatchObject({ code: 501017, message: '未找到该手机号近期的密码设置记录' });
    await resetPassword(PersonaMobile.weakPassword, 'Renewed#2026xyz');
    expect((await finish(PersonaMobile.weakPassword)).body.code).toBe(200);
    expect((await finish(PersonaMobile.weakPassword)).body.code).toBe(501017);
    await resetPassword(PersonaMobile.weakPassword, 'Renewed#2026abc');
    h.advance(RESET_FOLLOW_UP_MS);
    expect((await finish(PersonaMobile.weakPassword)).body.code).toBe(501017);
  });
});
