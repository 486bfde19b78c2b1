import { OPENAPI_PATH } from '../app';
import { type Harness, startHarness } from '../test-client';
import { registryByName } from '../auth-world/enterprise-registry';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const YUNFAN = registryByName('杭州西湖云帆科技有限公司');
const HE_JUN = '13800000020';

describe('the QA console page', () => {
  it('GET /__mock/ is a Chinese page whose script and style are files of the mock (no inline script or style)', async () => {
    const page = await h.control('GET', '/__mock/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('QA 控制台');
    expect(page.body).toContain('<script src="/__mock/console.js" defer></script>');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/<style|style=/);
    const script = await h.control('GET', '/__mock/console.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("'/__mock/openapi.json'");
    expect((await h.control('GET', '/__mock/console.css')).headers['content-type']).toMatch(/^text\/css/);
    expect((await h.control('GET', '/__mock')).headers.location).toBe('/__mock/');
  });

  it('links its own icon, so a browser asks no /favicon.ico (a 404)', async () => {
    const link = '<link rel="icon" type="image/svg+xml" href="/__mock/favicon.svg">';
    expect((await h.control('GET', '/__mock/')).body).toContain(link);
    expect((await h.control('GET', '/__mock/openapi.html')).body).toContain(link);
    expect((await h.control('GET', '/__mock/iam/login?redirect=%2FcWeb%2Fhome%2Findex')).body).toContain(link);
    const icon = await h.control('GET', '/__mock/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("links the portal's home and its QA sign-in at their addresses", async () => {
    const page = (await h.control('GET', '/__mock/')).body;
    const script = (await h.control('GET', '/__mock/console.js')).body;
    expect(page).toContain('<a href="/cWeb/home/index" target="_blank" rel="noopener">打开门户首页</a>');
    expect(page).toContain('<input id="qa-redirect" value="/home/index"');
    expect(script).toContain("|| '/home/index';");
    expect(script).toContain('`/cWeb/__qa/sign-in?${new URLSearchParams({ mobile, redirect, ticket }).toString()}`');
    expect(script).toContain("call('POST', '/__mock/qa/sign-in-ticket', { mobile })");
    expect(`${page}${script}`).not.toContain('__PORTAL_');
  });

  it('the OpenAPI view is a page of its own, rendered by the same script', async () => {
    const page = await h.control('GET', '/__mock/openapi.html');
    expect(page.body).toContain('data-page="openapi"');
    expect(page.body).toContain('/__mock/console.js');
  });

  it("answers the portal's own origin only, as the control API does", async () => {
    const foreign = await h.app.inject({ method: 'GET', url: '/__mock/', headers: { origin: 'https://evil.example', host: 'localhost:8390' } });
    expect(foreign.statusCode).toBe(403);
    const own = await h.app.inject({ method: 'GET', url: '/__mock/', headers: { origin: 'http://localhost:8390', host: 'localhost:8390' } });
    expect(own.statusCode).toBe(200);
    const script = await h.app.inject({ method: 'GET', url: '/__mock/accounts', headers: { origin: 'https://evil.example', host: 'localhost:8390' } });
    expect(script.statusCode).toBe(403);
  });

  it('is built from the control calls of the OpenAPI document: each console call is listed there', async () => {
    const doc = (await h.control('GET', OPENAPI_PATH)).json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    for (const [method, path] of [
      ['get', '/__mock/'],
      ['get', '/__mock/accounts'],
      ['get', '/__mock/pending'],
      ['get', '/__mock/sms'],
      ['post', '/__mock/limits/clear'],
      ['post', '/__mock/console/remittance/{creditCode}'],
      ['post', '/__mock/console/remittance/{creditCode}/verify'],
      ['post', '/__mock/console/materials/{creditCode}'],
    ]) {
      expect({ path, summary: doc.paths[path]?.[method]?.summary }).toEqual({ path, summary: expect.any(String) });
    }
  });
});

describe("the console's panels", () => {
  it('lists the personas by mobile and name', async () => {
    const { accounts } = (await h.control('GET', '/__mock/accounts')).json<{ accounts: { mobile: string; name: string; summary: string }[] }>();
    expect(accounts).toContainEqual(expect.objectContaining({ mobile: HE_JUN, name: '何俊' }));
    expect(accounts).toContainEqual(expect.objectContaining({ mobile: '13800000000', name: '张伟' }));
  });

  it("shows an account's contracts and who holds a contract's signing lock", async () => {
    const list = async () => (await h.control('GET', '/__mock/accounts/13800000000/contracts')).json<{ contracts: { id: string; status: string; lockedBy: string | null }[] }>().contracts;
    const contracts = await list();
    const toSign = contracts.find((c) => c.status === 'TO_SIGN');
    expect(toSign).toMatchObject({ id: expect.any(String), status: 'TO_SIGN', lockedBy: null });
    await h.control('POST', `/__mock/contracts/${toSign!.id}/lock`, { holder: '王经理' });
    expect((await list()).find((c) => c.id === toSign!.id)?.lockedBy).toBe('王经理');
  });

  it('moves 13800000020 through enterprise authentication by its buttons: state, remittance, backfill, face, materials, review', async () => {
    const company = { creditCode: YUNFAN!.creditCode, companyName: YUNFAN!.entName, role: 'LEGAL_PERSON', sts: 'PROCESSING', subSts: 'ENT_4_FINISH', authMethod: 1 };
    expect((await h.control('POST', `/__mock/accounts/${HE_JUN}/state`, { companies: [company] })).statusCode).toBe(200);
    const code = YUNFAN!.creditCode;
    const subSts = async () => (await h.control('GET', `/__mock/accounts/${HE_JUN}`)).json<{ companies: { creditCode: string; auth: { subSts: string } }[] }>().companies.find((c) => c.creditCode === code)?.auth.subSts;

    const remitted = await h.control('POST', `/__mock/console/remittance/${code}`, { mobile: HE_JUN });
    expect(remitted.json()).toMatchObject({ amount: expect.stringMatching(/^0\.\d\d$/), subSts: 'ENT_SMALL_AMT_APPLY' });
    const pending = (await h.control('GET', '/__mock/pending')).json<{ remittances: { creditCode: string; amount: string }[] }>();
    expect(pending.remittances).toContainEqual(expect.objectContaining({ creditCode: code, amount: remitted.json<{ amount: string }>().amount }));

    expect((await h.control('POST', `/__mock/console/remittance/${code}/verify`, { mobile: HE_JUN })).json()).toEqual({ subSts: 'ENT_SMALL_AMT_VERIFY' });

    const token = (await h.control('POST', '/__mock/session', { mobile: HE_JUN })).json<{ token: string }>().token;
    await h.call('POST', '/auth/face', { scene: 'legalPerson', entCode: code }, token);
    const faces = (await h.control('GET', '/__mock/pending')).json<{ faces: { faceId: string; scene: string; mobile: string }[] }>().faces;
    expect(faces).toEqual([expect.objectContaining({ scene: 'legalPerson', mobile: HE_JUN })]);
    const passed = await h.control('POST', `/__mock/face/page/${faces[0].faceId}`, { pass: true });
    expect(passed.statusCode).toBe(200);
    expect(await subSts()).toBe('FACE_VERIFY_FINISH');

    const submitted = await h.control('POST', `/__mock/console/materials/${code}`, { mobile: HE_JUN });
    expect(submitted.json()).toMatchObject({ subSts: 'JUMP_SUBMIT_MATERIALS', files: ['平台认证服务协议.pdf', '数字证书服务协议（企业）.pdf'] });
    expect((await h.control('GET', '/__mock/pending')).json<{ reviews: { creditCode: string }[] }>().reviews).toEqual([expect.objectContaining({ creditCode: code })]);
    expect((await h.control('POST', `/__mock/review/${code}`, { result: 'approve' })).statusCode).toBe(200);
    expect(await subSts()).toBe('WISH_FINISH');
  });

  it('a step the company is not at answers 409 with the reason', async () => {
    const answer = await h.control('POST', `/__mock/console/remittance/${YUNFAN!.creditCode}/verify`, { mobile: HE_JUN });
    expect(answer.statusCode).toBe(404);
    const linked = await h.control('POST', '/__mock/console/materials/91310115MA1FL3XK9D', { mobile: '13800000000' });
    expect(linked.statusCode).toBe(409);
    expect(linked.json<{ message: string }>().message).toBe('该企业已认证，请勿重复认证');
  });

  it('clears the limits: a mobile at its SMS interval may send again at once, the accounts stay', async () => {
    await h.requestSms('13800000000');
    const captcha = await h.solveCaptcha();
    expect((await h.call('POST', '/uc/v1/api/unified/login/sms-verify-code', { mobileNo: '13800000000', ...captcha })).body.code).toBe(501013);
    await h.control('POST', `/__mock/accounts/${HE_JUN}/state`, { personal: null });
    expect((await h.control('POST', '/__mock/limits/clear')).json()).toEqual({ cleared: true });
    const again = await h.solveCaptcha();
    expect((await h.call('POST', '/uc/v1/api/unified/login/sms-verify-code', { mobileNo: '13800000000', ...again })).body.code).toBe(200);
    expect((await h.control('GET', `/__mock/accounts/${HE_JUN}`)).json<{ personal: unknown }>().personal).toBeNull();
  });

  it('issues the sign-in link its ticket: checked for that mobile only, for two minutes, and never to another site', async () => {
    const issued = await h.control('POST', '/__mock/qa/sign-in-ticket', { mobile: HE_JUN });
    const { ticket } = issued.json<{ ticket: string }>();
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);
    const check = (t: string, mobile: string) => h.control('GET', `/__mock/qa/sign-in-ticket/${t}?mobile=${mobile}`);
    expect((await check(ticket, HE_JUN)).statusCode).toBe(200);
    expect((await check(ticket, '13800000000')).statusCode).toBe(404);
    expect((await check('-', HE_JUN)).json<{ message: string }>().message).toContain('登录凭证无效或已过期');
    h.advance(2 * 60_000);
    expect((await check(ticket, HE_JUN)).statusCode).toBe(404);
    // A page of another site can neither ask for one nor read one.
    const foreign = { origin: 'https://evil.example', host: 'localhost:8390', 'content-type': 'application/json' };
    expect((await h.app.inject({ method: 'POST', url: '/__mock/qa/sign-in-ticket', headers: foreign, payload: { mobile: HE_JUN } })).statusCode).toBe(403);
    expect((await h.control('POST', '/__mock/qa/sign-in-ticket', { mobile: '13900000000' })).statusCode).toBe(404);
  });
});
