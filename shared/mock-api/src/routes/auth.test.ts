import { PersonaMobile } from '../personas';
import { type Harness, startHarness } from '../test-client';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

interface PersonalInfo {
  sts: { sts: string; subSts: string | null } | null;
  factors: Record<string, { sts: string; idNo?: string }>;
  idInfo: { idNo: string; idName: string } | null;
}

describe('/auth/info', () => {
  it.each([
    [PersonaMobile.oneCompany, 'SUCCESS', '张伟'],
    [PersonaMobile.threeCompanies, 'SUCCESS', '李娜'],
    [PersonaMobile.weakPassword, 'PROCESSING', '刘洋'],
  ])('gives %s personal status %s', async (mobile, sts, idName) => {
    const token = await h.smsLogin(mobile);
    const info = await h.call<PersonalInfo>('GET', `/auth/info?mobile=${mobile}&entCode=`, undefined, token);
    expect(info.body.data.sts?.sts).toBe(sts);
    expect(info.body.data.idInfo?.idName).toBe(idName);
    expect(info.body.data.factors.personal2).toMatchObject({ sts: 'SUCCESS', idNo: info.body.data.idInfo?.idNo });
  });

  it('gives no status to the unauthenticated persona', async () => {
    const token = await h.smsLogin(PersonaMobile.unauthenticated);
    const info = await h.call<PersonalInfo>('GET', `/auth/info?mobile=${PersonaMobile.unauthenticated}`, undefined, token);
    expect(info.body.data).toEqual({ sts: null, factors: {}, idInfo: null, lastFailure: null });
  });

  it('gives enterprise info for a linked company, with the red-dot sub-status', async () => {
    const token = await h.smsLogin(PersonaMobile.threeCompanies);
    const { companys } = (await h.call<{ companys: { creditCode: string }[] }>('POST', '/uc/v1/api/auth/select/customer-ent', { mobile: PersonaMobile.threeCompanies }, token)).body.data;
    const rejected = await h.call<{ sts: { sts: string; subSts: string }; businessLicense: { creditCode: string } }>(
      'GET',
      `/auth/info?mobile=${PersonaMobile.threeCompanies}&entCode=${companys[1].creditCode}`,
      undefined,
      token,
    );
    expect(rejected.body.data.sts).toEqual({ sts: 'PROCESSING', subSts: 'MANUAL_CHECK_REJECT_CUSTOMER' });
    expect(rejected.body.data.businessLicense.creditCode).toBe(companys[1].creditCode);
  });

  it('needs a token and refuses another mobile', async () => {
    expect((await h.call('GET', '/auth/info')).status).toBe(401);
    const token = await h.smsLogin(PersonaMobile.oneCompany);
    expect((await h.call('GET', `/auth/info?mobile=${PersonaMobile.threeCompanies}`, undefined, token)).status).toBe(403);
  });
});

describe('/auth/summary and /auth/history/info', () => {
  it('summarise the personal status and, with a company, the enterprise one', async () => {
    const token = await h.smsLogin(PersonaMobile.unauthenticated);
    const summary = await h.call('GET', '/auth/summary', undefined, token);
    expect(summary.body.data).toMatchObject({ personalPlatformAuthSts: null, entPlatformAuthSts: null, related: false, role: null });
    const history = await h.call('GET', '/auth/history/info', undefined, token);
    expect(history.body.data).toEqual({ personalInfo: null, entInfo: null });
  });
});
