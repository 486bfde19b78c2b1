import {
  AUTH_PATHS,
  CHANGE_CODES as C,
  CHANGE_PATHS as P,
  type AuditRecord,
  type AuthSuccessEntAnswer,
  type ChangeApplyAnswer,
  type ChangeInfoAnswer,
  type EnterpriseAuthInfoAnswer,
  type FaceStartAnswer,
  type TaskJumpAnswer,
  type UploadAnswer,
  ROUTES,
  documentPath,
} from '@portal/core';
import { API_BASE_PATH, createNonce, protocolHeaders } from '@portal/core/protocol';
import { type Harness, startHarness } from '../test-client';
import { CHANGE_COMPANIES as K, CHANGE_PEOPLE, ChangePersonaMobile as CP } from './change-personas';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

async function signIn(mobile: string): Promise<string> {
  return (await h.control('POST', '/__mock/session', { mobile })).json<{ token: string }>().token;
}

async function upload(token: string, fileName: string): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('type', 'material');
  form.append('file', new Blob([new Uint8Array(PDF)]), fileName);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const raw = Buffer.from(await request.arrayBuffer());
  const headers = protocolHeaders({ method: 'POST', path: AUTH_PATHS.fileUpload, body: raw, timestamp: h.now(), nonce: createNonce(), encrypted: false, token });
  const response = await h.app.inject({ method: 'POST', url: `${API_BASE_PATH}${AUTH_PATHS.fileUpload}`, headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' }, payload: raw });
  return response.json<{ data: UploadAnswer }>().data;
}

const info = async (token: string, entCode: string): Promise<ChangeInfoAnswer> => (await h.call<ChangeInfoAnswer>('GET', `${P.info}?entCode=${entCode}`, undefined, token)).body.data;
const flags = async (token: string, entCode: string) => (await h.call<EnterpriseAuthInfoAnswer>('GET', `${AUTH_PATHS.info}?entCode=${entCode}`, undefined, token)).body.data.changes;

async function materials(token: string, entCode: string, newLegal = { name: CHANGE_PEOPLE.fangRui.name, idNo: CHANGE_PEOPLE.fangRui.idNo, mobile: CP.newLegal }) {
  const licence = await upload(token, 'licence.pdf');
  const notice = await upload(token, 'notice.pdf');
  return h.call<ChangeApplyAnswer>(
    'POST',
    P.lpMaterial,
    { entCode, newLegalName: newLegal.name, newLegalIdNo: newLegal.idNo, newLegalMobile: newLegal.mobile, files: [{ code: 'businessLicense', fileId: licence.fileId }, { code: 'bgfrtzs-bl-001', fileId: notice.fileId }] },
    token,
  );
}

async function passFace(token: string, entCode: string): Promise<string> {
  const started = await h.call<FaceStartAnswer>('POST', AUTH_PATHS.face, { scene: 'legalPerson', entCode }, token);
  await h.control('POST', '/__mock/face/latest', { pass: true });
  return started.body.data.faceId;
}

describe('legal-representative change', () => {
  it('seeds 13800000030 and 31 on 锦程 awaiting the new legal representative, blocking entry', async () => {
    const admin = await signIn(CP.legalChangeAdmin);
    const legal = await signIn(CP.newLegal);
    expect((await info(admin, K.jincheng.code)).legalChange).toMatchObject({ step: 'WAIT_LEGAL', side: 'admin', businessType: '11001', newLegalName: '方睿', newLegalMobile: '138****0031' });
    expect((await info(legal, K.jincheng.code)).legalChange).toMatchObject({ step: 'WAIT_LEGAL', side: 'legal' });
    expect(await flags(legal, K.jincheng.code)).toEqual({ legalChange: 'inProgress', adminChange: 'none' });
    const success = await h.call<AuthSuccessEntAnswer>('POST', P.authSuccessEnt, { entCode: K.jincheng.code }, admin);
    expect(success.body.data).toEqual({ authEntInfo: { entCode: K.jincheng.code, entName: K.jincheng.name, sts: 'SUCCESS' }, businessType: '11001' });
  });

  it('walks upload, signing, a rejection fixed and approval; the new legal representative becomes legal person', async () => {
    const admin = await signIn(CP.legalChangeAdmin);
    const code = K.hengxin.code;
    expect((await info(admin, code)).legalChange).toBeNull();
    const started = await h.call<ChangeApplyAnswer>('POST', P.apply, { entCode: code, action: 'startLegal' }, admin);
    expect(started.body.data.change.legalChange).toMatchObject({ step: 'UPLOAD', side: 'admin' });
    expect(await flags(admin, code)).toEqual({ legalChange: 'inProgress', adminChange: 'none' });

    const missing = await h.call('POST', P.lpMaterial, { entCode: code, newLegalName: '方睿', newLegalIdNo: CHANGE_PEOPLE.fangRui.idNo, newLegalMobile: CP.newLegal, files: [] }, admin);
    expect(missing.body).toMatchObject({ code: C.MATERIAL_MISSING, message: '请上传新的营业执照' });
    expect((await materials(admin, code)).body.data.change.legalChange).toMatchObject({ step: 'WAIT_LEGAL' });
    // The new legal representative is told by SMS, readable like the codes.
    expect((await h.control('GET', `/__mock/sms/${CP.newLegal}`)).json()).toMatchObject({ kind: 'legalChange', code: '', text: expect.stringContaining('方睿') });
    // Its link opens the page where the new legal representative signs (the task link of that change), not the portal's root.
    const instId = started.body.data.change.legalChange?.instId ?? '';
    const smsUrl = new URL((await h.control('GET', `/__mock/sms/${CP.newLegal}`)).json<{ url: string }>().url);
    expect(`${smsUrl.pathname}${smsUrl.search}`).toBe(documentPath(ROUTES.auth.legalChange.legalSign.href({ instId, changeWay: 'LEGAL' })));

    const legal = await signIn(CP.newLegal);
    const jump = await h.call<TaskJumpAnswer>('POST', `${P.taskJump}?instId=${started.body.data.change.legalChange?.instId}&changeWay=LEGAL`, {}, legal);
    expect(jump.body.data.path).toBe(`/LegalChange/Legal/sign?creditCode=${code}`);
    const noFace = await h.call('POST', P.apply, { entCode: code, action: 'signLegal', faceId: 'nope', agreements: ['bgfrtzs-bl-001'] }, legal);
    expect(noFace.body).toMatchObject({ code: C.FACE_REQUIRED });
    const faceId = await passFace(legal, code);
    const unsigned = await h.call('POST', P.apply, { entCode: code, action: 'signLegal', faceId, agreements: [] }, legal);
    expect(unsigned.body).toMatchObject({ code: C.AGREEMENT_REQUIRED });
    const signed = await h.call<ChangeApplyAnswer>('POST', P.apply, { entCode: code, action: 'signLegal', faceId, agreements: ['bgfrtzs-bl-001'] }, legal);
    expect(signed.body.data.change.legalChange).toMatchObject({ step: 'MANUAL_REVIEW', side: 'legal' });

    const rejected = await h.control('POST', `/__mock/review/${code}`, { result: 'reject-business', reason: '变更通知书未加盖公章' });
    expect(rejected.json()).toMatchObject({ kind: 'legalChange', step: 'REJECTED', reasons: ['变更通知书未加盖公章'] });
    expect((await info(admin, code)).legalChange).toMatchObject({ step: 'REJECTED', rejectReasons: ['变更通知书未加盖公章'] });
    const audit = await h.call<AuditRecord>('GET', `${P.lastAuditRecord}?entCode=${code}`, undefined, admin);
    expect(audit.body.data).toMatchObject({ result: 'REJECT_BUSINESS', reasons: ['变更通知书未加盖公章'] });

    // The fix by the same new legal representative goes straight back to review.
    expect((await materials(admin, code)).body.data.change.legalChange).toMatchObject({ step: 'MANUAL_REVIEW' });
    expect((await h.control('POST', `/__mock/review/${code}`, { result: 'approve' })).json()).toMatchObject({ step: 'SUCCESS' });
    expect(await flags(admin, code)).toEqual({ legalChange: 'none', adminChange: 'none' });
    const after = (await h.control('GET', `/__mock/accounts/${CP.newLegal}`)).json<{ companies: Array<{ creditCode: string; role: string }> }>();
    expect(after.companies.find((c) => c.creditCode === code)?.role).toBe('LEGAL_PERSON');
  });

  it('refuses a signer who is not the named new legal representative, and a non-administrator starting one', async () => {
    const other = await signIn(CP.adminChangeApplicant);
    const start = await h.call('POST', P.apply, { entCode: K.ganjiang.code, action: 'startLegal' }, other);
    expect(start.body).toMatchObject({ code: C.NOT_ALLOWED, message: '仅平台管理员可发起法定代表人变更' });
    const admin = await signIn(CP.legalChangeAdmin);
    const wrong = await h.call('POST', P.apply, { entCode: K.jincheng.code, action: 'signLegal', faceId: 'x', agreements: ['bgfrtzs-bl-001'] }, admin);
    expect(wrong.body).toMatchObject({ code: C.NOT_NEW_LEGAL });
  });
});

describe('administrator change', () => {
  it('seeds 13800000032 awaiting the legal representative; confirming makes them administrator', async () => {
    const token = await signIn(CP.adminChangeApplicant);
    expect((await info(token, K.shengyuan.code)).adminChange).toMatchObject({ step: 'WAIT_LEGAL', side: 'applicant', legalName: '高岚', legalMobile: '137****0130' });
    expect(await flags(token, K.shengyuan.code)).toEqual({ legalChange: 'none', adminChange: 'inProgress' });
    expect((await h.control('POST', `/__mock/review/${K.shengyuan.code}`, { result: 'approve' })).json()).toMatchObject({ kind: 'adminChange', step: 'SUCCESS' });
    expect(await flags(token, K.shengyuan.code)).toEqual({ legalChange: 'none', adminChange: 'none' });
    const jump = await h.call<TaskJumpAnswer>('POST', `${P.taskJump}?instId=AC000902&changeWay=ADMIN`, {}, token);
    expect(jump.body.data.path).toBe(`/AdminChange/result?creditCode=${K.shengyuan.code}`);
  });

  it('applies with the authorisation signed; a refusal is kept with its reason', async () => {
    const token = await signIn(CP.adminChangeApplicant);
    const unsigned = await h.call('POST', P.apply, { entCode: K.ganjiang.code, action: 'becomeAdmin', agreements: [] }, token);
    expect(unsigned.body).toMatchObject({ code: C.AGREEMENT_REQUIRED, message: '请阅读并同意《平台管理员授权书》' });
    const applied = await h.call<ChangeApplyAnswer>('POST', P.apply, { entCode: K.ganjiang.code, action: 'becomeAdmin', agreements: ['glysq-bl-0003'] }, token);
    expect(applied.body.data.change.adminChange).toMatchObject({ step: 'WAIT_LEGAL', legalName: '谢斌', legalMobile: '137****0131' });
    // The legal representative's notice goes to their 137 mobile, readable like the codes; applying again sends no second one.
    expect((await h.control('GET', '/__mock/sms/13700000131')).json()).toMatchObject({ kind: 'adminChange', kindName: '管理员变更通知', code: '' });
    await h.call('POST', P.apply, { entCode: K.ganjiang.code, action: 'becomeAdmin', agreements: ['glysq-bl-0003'] }, token);
    expect((await h.control('GET', '/__mock/sms')).json<{ sms: { mobile: string }[] }>().sms.filter((sms) => sms.mobile === '13700000131')).toHaveLength(1);
    await h.control('POST', `/__mock/review/${K.ganjiang.code}`, { result: 'reject-customer' });
    expect((await info(token, K.ganjiang.code)).adminChange).toMatchObject({ step: 'REFUSED', refusal: '法定代表人未同意该用户成为平台管理员' });
  });

  it("the legal representative's SMS link opens a page where they agree or refuse, from any address", async () => {
    const token = await signIn(CP.adminChangeApplicant);
    await h.call<ChangeApplyAnswer>('POST', P.apply, { entCode: K.ganjiang.code, action: 'becomeAdmin', agreements: ['glysq-bl-0003'] }, token);
    const url = new URL((await h.control('GET', '/__mock/sms/13700000131')).json<{ url: string }>().url);
    expect(url.pathname).toMatch(/^\/__mock\/admin-change\/page\/[0-9a-f]{32}$/);
    // The phone is not this machine: the page answers any address, unlike the control API.
    const fromPhone = { host: 'localhost', 'x-forwarded-for': '10.1.2.3' };
    const page = await h.app.inject({ method: 'GET', url: url.pathname, headers: fromPhone });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('彭越');
    expect(page.body).toContain('同意其成为管理员');
    const refused = await h.app.inject({ method: 'POST', url: url.pathname, headers: fromPhone, payload: { confirm: false, reason: '该用户已离职' } });
    expect(refused.body).toContain('您已拒绝该申请：该用户已离职');
    expect((await info(token, K.ganjiang.code)).adminChange).toMatchObject({ step: 'REFUSED', refusal: '该用户已离职' });
    expect((await h.app.inject({ method: 'POST', url: url.pathname, headers: fromPhone, payload: { confirm: true } })).statusCode).toBe(409);
    expect((await h.app.inject({ method: 'GET', url: '/__mock/admin-change/page/AC000903', headers: fromPhone })).statusCode).toBe(404);
  });

  it('the seeded application is answered on its page: agreeing makes the applicant administrator', async () => {
    const list = (await h.control('GET', '/__mock/changes')).json<Array<{ instId: string; answerUrl?: string; companyName: string }>>();
    const seeded = list.find((c) => c.instId === 'AC000902');
    expect(seeded).toMatchObject({ companyName: K.shengyuan.name, answerUrl: expect.stringMatching(/^\/__mock\/admin-change\/page\//) });
    expect((await h.app.inject({ method: 'POST', url: seeded?.answerUrl ?? '', headers: { host: 'localhost' }, payload: { confirm: 'true' } })).body).toContain('您已同意彭越成为平台管理员');
    const token = await signIn(CP.adminChangeApplicant);
    expect((await info(token, K.shengyuan.code)).adminChange).toMatchObject({ step: 'SUCCESS' });
  });

  it('lists every change with a task link to a change page', async () => {
    const list = (await h.control('GET', '/__mock/changes')).json<Array<{ instId: string; taskLink: string }>>();
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ instId: 'LC000901', taskLink: '/cWeb/LegalChange/Legal/sign?instId=LC000901&changeWay=LEGAL' }),
        expect.objectContaining({ instId: 'AC000902', taskLink: '/cWeb/AdminChange/result?instId=AC000902&changeWay=ADMIN' }),
      ]),
    );
  });

  it('resets to the seed', async () => {
    await h.control('POST', `/__mock/review/${K.shengyuan.code}`, { result: 'approve' });
    await h.control('POST', '/__mock/reset');
    const token = await signIn(CP.adminChangeApplicant);
    expect((await info(token, K.shengyuan.code)).adminChange?.step).toBe('WAIT_LEGAL');
  });
});
