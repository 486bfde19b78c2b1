import { PersonaMobile } from '../personas';
import { SESSION_TTL_MS } from '../state';
import { type Harness, LOGIN, startHarness } from '../test-client';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

interface Companies {
  companys: { companyUCId: string; creditCode: string; companyName: string }[];
}

describe('user calls', () => {
  it('gives the user-centre menu with hidden entries marked', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    const user = await h.call<{ resources: { path: string; hidden: boolean }[] }>('GET', `${LOGIN}/user`, undefined, token);
    expect(user.body.data.resources).toContainEqual(expect.objectContaining({ path: '/contract/success', hidden: true }));
    expect(user.body.data.resources.filter((r) => !r.hidden).map((r) => r.path)).toEqual([
      '/business/center',
      '/base/info',
      '/contract',
      '/download/center',
      '/set/center',
      '/open/service',
    ]);
  });

  it('after personal authentication the user goes by the authenticated name, as seeded people do', async () => {
    const token = await h.smsLogin(PersonaMobile.unauthenticated);
    const name = async () => (await h.call<{ username: string }>('GET', `${LOGIN}/user`, undefined, token)).body.data.username;
    expect(await name()).toBe('138****0002');
    await h.control('POST', `/__mock/accounts/${PersonaMobile.unauthenticated}/state`, { personal: { idName: '林晓雪', idNo: '350203199307180466', factors: { personal2: 'SUCCESS', telecomOperators3: 'SUCCESS', livingFace: 'SUCCESS' } } });
    expect(await name()).toBe('林晓雪');
    expect(await name()).not.toContain('*');
  });

  it('saves a linked enterprise and refuses another one', async () => {
    const token = await h.smsLogin(PersonaMobile.threeCompanies);
    const { companys } = (await h.call<Companies>('POST', '/uc/v1/api/auth/select/customer-ent', { mobile: PersonaMobile.threeCompanies }, token)).body.data;
    const [first] = companys;
    const saved = await h.call('POST', `${LOGIN}/saveEntInfo`, { entCenterId: first.companyUCId, entCode: first.creditCode, entName: first.companyName }, token);
    expect(saved.body.code).toBe(200);
    const summary = await h.call<{ related: boolean; role: string }>('GET', '/auth/summary', undefined, token);
    expect(summary.body.data).toMatchObject({ related: true, role: 'LEGAL_PERSON' });

    const foreign = await h.call('POST', `${LOGIN}/saveEntInfo`, { entCenterId: 'EC2026000101', entCode: '91310115MA1FL3XK00', entName: 'x' }, token);
    expect(foreign.body.code).toBe(501009);
    expect((await h.call('POST', `${LOGIN}/saveEntInfo`, { entCenterId: '', entCode: '', entName: '' }, token)).body.code).toBe(200);
  });

  it('does not list the companies of another mobile', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    const other = await h.call('POST', '/uc/v1/api/auth/select/customer-ent', { mobile: PersonaMobile.threeCompanies }, token);
    expect(other.status).toBe(403);
  });

  it('logoutAll ends every session of that mobile only', async () => {
    const a = await h.smsLogin(PersonaMobile.oneCompany);
    const b = await h.smsLogin(PersonaMobile.oneCompany);
    const other = await h.smsLogin(PersonaMobile.threeCompanies);
    expect((await h.call('POST', `${LOGIN}/logoutAll`, undefined, a)).body.code).toBe(200);
    expect((await h.call('GET', '/uc/v1/api/token/verify', undefined, b)).status).toBe(401);
    expect((await h.call('GET', '/uc/v1/api/token/verify', undefined, other)).status).toBe(200);
  });

  it('sessions expire', async () => {
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    h.advance(SESSION_TTL_MS);
    expect((await h.call('GET', `${LOGIN}/user`, undefined, token)).status).toBe(401);
  });
});
