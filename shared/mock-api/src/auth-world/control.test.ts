import { AUTH_PATHS, type PersonalAuthInfoAnswer } from '@portal/core';
import { PersonaMobile } from '../personas';
import { type Harness, startHarness } from '../test-client';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

interface AccountView {
  mobile: string;
  password?: string;
  hasPassword: boolean;
  personal: { sts: string; factors: Record<string, { sts: string; reason: string | null }>; lastFailure: { reason: string } | null } | null;
  history: { idName: string } | null;
  companies: {
    creditCode: string;
    companyName: string;
    entType: number;
    role: string;
    auth: { sts: string | null; subSts: string | null; authMethod: number | null };
    legalChange: string;
    adminChange: string;
    permissions: Record<string, boolean>;
  }[];
  faceChecks: { status: string }[];
}

const account = async (mobile: string): Promise<AccountView> => (await h.control('GET', `/__mock/accounts/${mobile}`)).json<AccountView>();
const setState = (mobile: string, body: object) => h.control('POST', `/__mock/accounts/${mobile}/state`, body);

describe('GET /__mock/accounts/:mobile', () => {
  it("shows an account's whole state without the password", async () => {
    const view = await account(PersonaMobile.threeCompanies);
    expect(view).toMatchObject({ mobile: PersonaMobile.threeCompanies, hasPassword: true, history: null, faceChecks: [] });
    expect(view.password).toBeUndefined();
    expect(view.companies.map((c) => [c.role, c.entType, c.legalChange])).toEqual([
      ['LEGAL_PERSON', 1, 'none'],
      ['ADMINISTRATOR', 1, 'none'],
      ['LEGAL_PERSON', 2, 'none'],
    ]);
  });

  it('answers 404 for an unknown mobile', async () => {
    expect((await h.control('GET', '/__mock/accounts/13912345678')).statusCode).toBe(404);
    expect((await setState('13912345678', { personal: null })).statusCode).toBe(404);
  });
});

describe('POST /__mock/accounts/:mobile/state', () => {
  it('sets personal factors; the status follows them unless given', async () => {
    const set = await setState(PersonaMobile.unauthenticated, { personal: { idName: '林晓雪', idNo: '350203199307180466', factors: { personal2: 'SUCCESS', bankCard4: 'SUCCESS' } } });
    expect(set.statusCode).toBe(200);
    expect(set.json<AccountView>().personal).toMatchObject({ sts: 'SUCCESS', factors: { bankCard4: { sts: 'SUCCESS' } } });
    await setState(PersonaMobile.unauthenticated, { personal: { factors: { personal2: 'SUCCESS' }, lastFailure: { factor: 'telecomOperators3', reason: '运营商核验不通过' } } });
    const token = (await h.control('POST', '/__mock/session', { mobile: PersonaMobile.unauthenticated })).json<{ token: string }>().token;
    const info = (await h.call<PersonalAuthInfoAnswer>('GET', AUTH_PATHS.info, undefined, token)).body.data;
    expect(info).toMatchObject({ sts: { sts: 'FAILING' }, lastFailure: { factor: 'telecomOperators3', reason: '运营商核验不通过' } });
  });

  it('clears personal and sets the old-platform history', async () => {
    const view = (await setState(PersonaMobile.oneCompany, { personal: null, history: { idName: '张伟', idNo: '310115198503120130' } })).json<AccountView>();
    expect(view).toMatchObject({ personal: null, history: { idName: '张伟' } });
  });

  it('changes an existing company: status, kind, role, change flags and permissions', async () => {
    const [company] = (await account(PersonaMobile.oneCompany)).companies;
    const view = (
      await setState(PersonaMobile.oneCompany, {
        companies: [
          { creditCode: company.creditCode, sts: 'PROCESSING', subSts: 'ENT_SMALL_AMT_APPLY', authMethod: 3, entType: 2, role: 'ADMINISTRATOR', legalChange: 'inProgress', adminChange: 'inProgress', permissions: { HXG: false } },
        ],
      })
    ).json<AccountView>();
    expect(view.companies[0]).toMatchObject({
      auth: { sts: 'PROCESSING', subSts: 'ENT_SMALL_AMT_APPLY', authMethod: 3 },
      entType: 2,
      role: 'ADMINISTRATOR',
      legalChange: 'inProgress',
      adminChange: 'inProgress',
      permissions: { HXG: false },
    });
  });

  it('adds a new company (its name required) and removes one', async () => {
    const added = (await setState(PersonaMobile.personalNoCompany, { companies: [{ creditCode: '91310000MA1K000001', companyName: '上海测试有限公司', sts: null }] })).json<AccountView>();
    expect(added.companies).toEqual([expect.objectContaining({ creditCode: '91310000MA1K000001', companyName: '上海测试有限公司', role: 'LEGAL_PERSON' })]);
    const token = (await h.control('POST', '/__mock/session', { mobile: PersonaMobile.personalNoCompany })).json<{ token: string }>().token;
    const linked = await h.call<{ companys: { companyName: string }[] }>('POST', '/uc/v1/api/auth/select/customer-ent', { mobile: PersonaMobile.personalNoCompany }, token);
    expect(linked.body.data.companys.map((c) => c.companyName)).toEqual(['上海测试有限公司']);
    const removed = (await setState(PersonaMobile.personalNoCompany, { companies: [{ creditCode: '91310000MA1K000001', remove: true }] })).json<AccountView>();
    expect(removed.companies).toEqual([]);
    expect((await setState(PersonaMobile.personalNoCompany, { companies: [{ creditCode: '91310000MA1K000002' }] })).statusCode).toBe(400);
  });

  it.each([
    [{ personal: { sts: 'DONE' } }, /personal\.sts must be one of/],
    [{ personal: { factors: { face: 'SUCCESS' } } }, /personal\.factors keys/],
    [{ companies: [{ creditCode: 'x', companyName: 'y', role: 'BOSS' }] }, /role must be one of/],
    [{ companies: [{ creditCode: 'x', companyName: 'y', permissions: { HXG: 'no' } }] }, /permissions must map/],
    [{ somethingElse: 1 }, /unknown field/],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const response = await setState(PersonaMobile.oneCompany, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});

describe('POST /__mock/face/latest', () => {
  it('answers 404 before any face check', async () => {
    expect((await h.control('POST', '/__mock/face/latest', { pass: true })).statusCode).toBe(404);
  });

  it('completes the most recent check only once', async () => {
    const token = (await h.control('POST', '/__mock/session', { mobile: PersonaMobile.personal2Passed })).json<{ token: string }>().token;
    await h.call('POST', AUTH_PATHS.face, { scene: 'personal' }, token);
    const done = await h.control('POST', '/__mock/face/latest', { pass: false, reason: '光线过暗' });
    expect(done.json()).toMatchObject({ status: 'failed', scene: 'personal', mobile: PersonaMobile.personal2Passed });
    expect((await h.control('POST', '/__mock/face/latest', { pass: true })).statusCode).toBe(409);
    expect((await account(PersonaMobile.personal2Passed)).personal?.lastFailure?.reason).toBe('光线过暗');
  });
});

describe('POST /__mock/reset', () => {
  it('returns the accounts, face checks and uploads to the personas', async () => {
    const token = (await h.control('POST', '/__mock/session', { mobile: PersonaMobile.personal2Passed })).json<{ token: string }>().token;
    await h.call('POST', AUTH_PATHS.face, { scene: 'personal' }, token);
    await h.control('POST', '/__mock/face/latest', { pass: true });
    await setState(PersonaMobile.oneCompany, { personal: null });
    expect((await account(PersonaMobile.personal2Passed)).personal?.sts).toBe('SUCCESS');
    await h.control('POST', '/__mock/reset');
    expect((await account(PersonaMobile.personal2Passed)).personal?.sts).toBe('PROCESSING');
    expect((await account(PersonaMobile.personal2Passed)).faceChecks).toEqual([]);
    expect((await account(PersonaMobile.oneCompany)).personal?.sts).toBe('SUCCESS');
    expect((await h.control('POST', '/__mock/face/latest', { pass: true })).statusCode).toBe(404);
  });
});
