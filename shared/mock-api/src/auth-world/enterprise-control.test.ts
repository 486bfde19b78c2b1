import { AUTH_PATHS, type EnterpriseAuthInfoAnswer, type UserCompanies, enterpriseResumeRoute } from '@portal/core';
import { type Harness, startHarness } from '../test-client';
import { BUSINESS_REGISTRY } from './enterprise-registry';
import { EnterprisePersonaMobile as EP, SEEDED_REMITTANCE_AMOUNT } from './enterprise-personas';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

async function signIn(mobile: string): Promise<string> {
  return (await h.control('POST', '/__mock/session', { mobile })).json<{ token: string }>().token;
}

async function onlyCompany(mobile: string): Promise<{ token: string; info: EnterpriseAuthInfoAnswer }> {
  const token = await signIn(mobile);
  const companies = (await h.call<UserCompanies>('POST', '/uc/v1/api/auth/select/customer-ent', { mobile }, token)).body.data.companys;
  expect(companies).toHaveLength(1);
  const info = (await h.call<EnterpriseAuthInfoAnswer>('GET', `${AUTH_PATHS.info}?entCode=${companies[0].creditCode}`, undefined, token)).body.data;
  return { token, info };
}

describe('enterprise personas', () => {
  it('13800000020 is personally authenticated (with face), legal person of a registry company, with no company linked', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    const personal = (await h.call<{ sts: { sts: string } }>('GET', `${AUTH_PATHS.info}?entCode=`, undefined, token)).body.data;
    expect(personal.sts.sts).toBe('SUCCESS');
    const companies = (await h.call<UserCompanies>('POST', '/uc/v1/api/auth/select/customer-ent', { mobile: EP.legalPersonNoCompany }, token)).body.data.companys;
    expect(companies).toEqual([]);
    const registry = (await h.control('GET', '/__mock/registry')).json<{ entName: string; legalPersonName: string }[]>();
    expect(registry).toEqual(expect.arrayContaining([expect.objectContaining({ entName: '杭州西湖云帆科技有限公司', legalPersonName: '何俊' })]));
  });

  it.each([
    [EP.ent4Finished, 'ENT_4_FINISH', '/AuthEnterprise/AuthPayment'],
    [EP.remittanceApplied, 'ENT_SMALL_AMT_APPLY', '/AuthEnterprise/AuthBackfill'],
    [EP.remittanceVerified, 'ENT_SMALL_AMT_VERIFY', '/AuthEnterprise/AuthType'],
    [EP.submitMaterials, 'JUMP_SUBMIT_MATERIALS', '/AuthEnterprise/AuthUpload'],
    [EP.businessReject, 'MANUAL_CHECK_REJECT_BUSINESS_OPERATION', '/AuthEnterprise/AuthManualReview'],
    [EP.individualEnt4Failed, 'ENT_4_NOT_PASS', '/AuthEnterprise/AuthCertificate'],
    [EP.administratorVerified, 'ENT_SMALL_AMT_VERIFY', '/AuthEnterprise/AuthType'],
  ])('%s is at %s and resumes on %s', async (mobile, subSts, page) => {
    const { info } = await onlyCompany(mobile);
    expect(info.sts).toEqual({ sts: 'PROCESSING', subSts });
    expect(enterpriseResumeRoute({ subSts: info.sts?.subSts, entType: info.businessLicense?.entType, isLegalPerson: info.isLegalPerson, businessType: info.businessType })).toBe(page);
  });

  it('13800000026 is an individual business and 13800000027 an administrator who is not the legal person', async () => {
    expect((await onlyCompany(EP.individualEnt4Failed)).info).toMatchObject({ businessLicense: { entType: 2 }, isLegalPerson: true, authMethod: 2 });
    expect((await onlyCompany(EP.administratorVerified)).info).toMatchObject({ role: 'ADMINISTRATOR', isLegalPerson: false, authMethod: 1 });
  });
});

describe('control calls', () => {
  it('GET /__mock/remittance/:creditCode gives the amount; 404 without a pending remittance', async () => {
    const { info } = await onlyCompany(EP.remittanceApplied);
    const answer = await h.control('GET', `/__mock/remittance/${info.businessLicense?.creditCode}`);
    expect(answer.json()).toMatchObject({ amount: SEEDED_REMITTANCE_AMOUNT });
    expect((await h.control('GET', '/__mock/remittance/91330106MA2H7Y3KXQ')).statusCode).toBe(404);
  });

  it('GET /__mock/registry lists names, valid credit codes, kinds 1/2/3/4/99, legal persons, group units and samples', async () => {
    const registry = (await h.control('GET', '/__mock/registry')).json<{ entType: number; groupUnit: string; creditCode: string | null; licenceSample: string | null }[]>();
    expect(registry).toHaveLength(BUSINESS_REGISTRY.length);
    expect(new Set(registry.map((c) => c.entType))).toEqual(new Set([1, 2, 3, 4, 99]));
    expect(registry.some((c) => c.groupUnit === 'Y')).toBe(true);
    expect(registry.filter((c) => c.creditCode === null)).toHaveLength(1);
    const sample = registry.find((c) => c.licenceSample)?.licenceSample as string;
    expect((await h.control('GET', sample)).headers['content-type']).toBe('image/png');
    expect((await h.control('GET', '/__mock/samples/licence/nope.png')).statusCode).toBe(404);
  });

  it('POST /__mock/review/:creditCode and /__mock/lp/latest answer 404 when nothing waits, and 400 for a bad result', async () => {
    expect((await h.control('POST', '/__mock/review/91330106MA2H7Y3KXQ', { result: 'approve' })).statusCode).toBe(404);
    expect((await h.control('POST', '/__mock/review/91330106MA2H7Y3KXQ', { result: 'maybe' })).statusCode).toBe(400);
    expect((await h.control('POST', '/__mock/lp/latest', { confirm: true })).statusCode).toBe(404);
    expect((await h.control('GET', '/__mock/lp/latest')).statusCode).toBe(404);
    expect((await h.control('GET', '/__mock/lp/page/LPnope')).statusCode).toBe(200);
  });

  it('the account view shows the enterprise progress, and reset puts it back', async () => {
    const { token, info } = await onlyCompany(EP.remittanceApplied);
    const code = info.businessLicense?.creditCode as string;
    await h.call('POST', '/auth/ent-small-amt/verify', { entCode: code, amount: SEEDED_REMITTANCE_AMOUNT }, token);
    const view = (await h.control('GET', `/__mock/accounts/${EP.remittanceApplied}`)).json<{ companies: { auth: { subSts: string }; enterprise: { remittance: { verified: boolean } } }[] }>();
    expect(view.companies[0]).toMatchObject({ auth: { subSts: 'ENT_SMALL_AMT_VERIFY' }, enterprise: { remittance: { verified: true } } });
    await h.control('POST', '/__mock/reset');
    const reset = (await h.control('GET', `/__mock/accounts/${EP.remittanceApplied}`)).json<{ companies: { auth: { subSts: string } }[] }>();
    expect(reset.companies[0].auth.subSts).toBe('ENT_SMALL_AMT_APPLY');
  });

  it("a company put into a reject by the state control call has the reviewer's default reasons", async () => {
    const { info } = await onlyCompany(EP.ent4Finished);
    const code = info.businessLicense?.creditCode as string;
    await h.control('POST', `/__mock/accounts/${EP.ent4Finished}/state`, { companies: [{ creditCode: code, subSts: 'MANUAL_CHECK_REJECT_RISK_OPERATION' }] });
    const token = await signIn(EP.ent4Finished);
    const record = await h.call<{ result: string; reasons: string[] }>('GET', `/um/so/v1/api/auditRecord/lastAuthAuditRecord?entCode=${code}`, undefined, token);
    expect(record.body.data).toMatchObject({ result: 'REJECT_RISK', reasons: ['企业经营信息需进一步核实，请联系您的客户经理补充说明'] });
  });
});
