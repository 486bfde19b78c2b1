import { PersonaMobile } from '../personas';
import { type Harness, startHarness } from '../test-client';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

async function signedJump(clientId = 'twogold') {
  const token = await h.smsLogin(PersonaMobile.oneCompany);
  const { companys } = (await h.call<{ companys: { companyUCId: string; creditCode: string }[] }>('POST', '/uc/v1/api/auth/select/customer-ent', { mobile: PersonaMobile.oneCompany }, token)).body.data;
  const params = { clientId, busType: 'ent', entCustomerId: companys[0].companyUCId, entCode: companys[0].creditCode };
  const sign = await h.call<string>('GET', `/ps/communal/data-sign?${new URLSearchParams(params)}`, undefined, token);
  expect(sign.body).toMatchObject({ code: 200, success: true });
  return new URLSearchParams({ code: token, ...params, sign: sign.body.data });
}

describe('business-system landing', () => {
  it('accepts a URL signed by data-sign and shows who arrived', async () => {
    const query = await signedJump();
    const page = await h.control('GET', `/__mock/biz/twogold?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('张伟');
    expect(page.body).toContain('上海浦江供应链管理有限公司');
  });

  it.each([
    ['a forged sign', (q: URLSearchParams) => q.set('sign', 'b'.repeat(64)), '签名校验失败'],
    ['a changed company', (q: URLSearchParams) => q.set('entCode', '91440300MA5DQ8R2XX'), '签名校验失败'],
    ['no sign', (q: URLSearchParams) => q.delete('sign'), '缺少签名'],
    ['another system', (q: URLSearchParams) => q.set('clientId', 'winnings'), 'clientId'],
  ])('refuses %s with 403', async (_name, change, reason) => {
    const query = await signedJump();
    change(query);
    const page = await h.control('GET', `/__mock/biz/twogold?${query}`);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(reason);
  });

  it('refuses a signed URL whose token was logged out', async () => {
    const query = await signedJump();
    await h.call('POST', '/uc/v1/api/unified/login/logout', undefined, query.get('code') ?? '');
    expect((await h.control('GET', `/__mock/biz/twogold?${query}`)).statusCode).toBe(403);
  });
});

describe('/ps/communal/data-sign', () => {
  it('refuses an unknown system and a company that is not the user\'s', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    expect((await h.call('GET', '/ps/communal/data-sign?clientId=nope', undefined, token)).body.code).toBe(501016);
    const foreign = await h.call('GET', '/ps/communal/data-sign?clientId=twogold&busType=ent&entCustomerId=EC2026000201&entCode=x', undefined, token);
    expect(foreign.body.code).toBe(501009);
    expect((await h.call('GET', '/ps/communal/data-sign?clientId=twogold')).status).toBe(401);
  });
});
