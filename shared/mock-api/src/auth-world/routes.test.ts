import {
  AUTH_CODES,
  AUTH_PATHS,
  type AgreementsAnswer,
  type AuthQueryAnswer,
  type EntIdInfoAnswer,
  type EnterpriseAuthInfoAnswer,
  type FaceResultAnswer,
  type FaceStartAnswer,
  type IdCardOcrAnswer,
  type PersonalAuthInfoAnswer,
  type AuthHistoryInfo,
  type AuthSummary,
  formatChinaTime,
} from '@portal/core';
import { API_BASE_PATH, buildSignedRequest } from '@portal/core/protocol';
import { PersonaMobile } from '../personas';
import { type Harness, startHarness } from '../test-client';
import { MISMATCHING_PAIRS, SAMPLE_BANK_CARDS, SAMPLE_ID_CARD } from './registry';
import { ID_CARD_SAMPLES } from './samples';
import { FACE_TTL_MS } from './state';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const PERSONAL_AGREEMENTS = ['grsjxx-bl-0002', 'szzsgr-bl-0004'];
const NEW_PERSON = { name: '林晓雪', idNo: SAMPLE_ID_CARD.idNo };

async function signIn(mobile: string): Promise<string> {
  const response = await h.control('POST', '/__mock/session', { mobile });
  return response.json<{ token: string }>().token;
}

const personalInfo = async (token: string): Promise<PersonalAuthInfoAnswer> =>
  (await h.call<PersonalAuthInfoAnswer>('GET', `${AUTH_PATHS.info}?entCode=`, undefined, token)).body.data;

const personal2 = (token: string, name: string, idNo: string, agreements = PERSONAL_AGREEMENTS) =>
  h.call<AuthQueryAnswer>('POST', AUTH_PATHS.query, { factor: 'personal2', name, idNo, agreements }, token);

async function faceOf(token: string, pass: boolean, reason?: string): Promise<FaceStartAnswer> {
  const started = (await h.call<FaceStartAnswer>('POST', AUTH_PATHS.face, { scene: 'personal' }, token)).body.data;
  await h.control('POST', '/__mock/face/latest', reason ? { pass, reason } : { pass });
  return started;
}

describe('personal2 against the identity registry', () => {
  it('passes a valid name and resident ID (trimmed, lower-case x accepted) and the person is then in progress', async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const answer = await personal2(token, ` ${NEW_PERSON.name} `, NEW_PERSON.idNo.toLowerCase());
    expect(answer.body).toMatchObject({ code: 200, data: { factor: 'personal2', factorSts: 'SUCCESS', personalSts: { sts: 'PROCESSING' } } });
    const info = await personalInfo(token);
    expect(info.idInfo).toEqual({ idName: '林晓雪', idNo: NEW_PERSON.idNo });
    expect(info.factors?.personal2).toMatchObject({ sts: 'SUCCESS', idNo: NEW_PERSON.idNo });
  });

  it.each(MISMATCHING_PAIRS.map((pair) => [pair.name, pair.idNo]))('refuses the documented pair %s / %s with 姓名与身份证号不一致 and keeps the reason', async (name, idNo) => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const answer = await personal2(token, name, idNo);
    expect(answer.body).toMatchObject({ code: AUTH_CODES.ID_MISMATCH, message: '姓名与身份证号不一致', success: false });
    const info = await personalInfo(token);
    expect(info.sts?.sts).toBe('FAILING');
    expect(info.idInfo).toBeNull();
    expect(info.lastFailure).toMatchObject({ factor: 'personal2', code: AUTH_CODES.ID_MISMATCH, reason: '姓名与身份证号不一致' });
  });

  it("refuses another persona's ID under a different name", async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const zhangWei = (await h.control('GET', `/__mock/accounts/${PersonaMobile.oneCompany}`)).json<{ personal: { idNo: string } }>();
    expect((await personal2(token, '王五', zhangWei.personal.idNo)).body.code).toBe(AUTH_CODES.ID_MISMATCH);
  });

  it.each([
    ['a name with Latin letters', 'Lin晓雪', NEW_PERSON.idNo, '请输入正确的真实姓名'],
    ['a wrong check digit', '林晓雪', `${NEW_PERSON.idNo.slice(0, 17)}${NEW_PERSON.idNo.endsWith('0') ? '1' : '0'}`, '请输入正确的身份证号'],
  ])('answers %s with ID_INVALID and leaves the status alone', async (_case, name, idNo, message) => {
    const token = await signIn(PersonaMobile.unauthenticated);
    expect((await personal2(token, name, idNo)).body).toMatchObject({ code: AUTH_CODES.ID_INVALID, message });
    expect((await personalInfo(token)).sts).toBeNull();
  });

  it('needs every required agreement accepted', async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const answer = await personal2(token, NEW_PERSON.name, NEW_PERSON.idNo, ['grsjxx-bl-0002']);
    expect(answer.body).toMatchObject({ code: AUTH_CODES.AGREEMENT_REQUIRED, message: '请阅读并同意《数字证书服务协议（个人）》' });
  });

  it('refuses a resubmission once authenticated', async () => {
    const token = await signIn(PersonaMobile.personalNoCompany);
    expect((await personal2(token, NEW_PERSON.name, NEW_PERSON.idNo)).body.code).toBe(AUTH_CODES.ALREADY_AUTHENTICATED);
  });

  it('answers 400 when a field is missing', async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const answer = await h.call('POST', AUTH_PATHS.query, { factor: 'personal2', name: '林晓雪', agreements: PERSONAL_AGREEMENTS }, token);
    expect(answer).toMatchObject({ status: 400, body: { message: '缺少参数 idNo' } });
  });
});

describe('the telecom factor', () => {
  it('passes for the login mobile after personal2, which makes the person authenticated', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    const answer = await h.call<AuthQueryAnswer>('POST', AUTH_PATHS.query, { factor: 'telecomOperators3' }, token);
    expect(answer.body.data).toMatchObject({ factor: 'telecomOperators3', personalSts: { sts: 'SUCCESS' } });
    expect((await personalInfo(token)).factors?.telecomOperators3?.sts).toBe('SUCCESS');
  });

  it('needs personal2 first', async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const answer = await h.call('POST', AUTH_PATHS.query, { factor: 'telecomOperators3' }, token);
    expect(answer.body).toMatchObject({ code: AUTH_CODES.PERSONAL2_REQUIRED, message: '请先完成身份信息认证' });
  });

  it("fails when the identity is registered to another persona's mobile", async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const liNa = (await h.control('GET', `/__mock/accounts/${PersonaMobile.threeCompanies}`)).json<{ personal: { idNo: string } }>();
    expect((await personal2(token, '李娜', liNa.personal.idNo)).body.code).toBe(200);
    const answer = await h.call('POST', AUTH_PATHS.query, { factor: 'telecomOperators3' }, token);
    expect(answer.body.code).toBe(AUTH_CODES.TELECOM_MISMATCH);
    expect((await personalInfo(token)).lastFailure?.factor).toBe('telecomOperators3');
  });
});

describe('the bank-card factor', () => {
  const card = SAMPLE_BANK_CARDS[0].cardNo;
  const bankMobile = '13711112222';

  it('sends a code to the reserved mobile, then passes with it', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    const sent = await h.call<AuthQueryAnswer>('POST', AUTH_PATHS.query, { factor: 'bankCard4', step: 'send', cardNo: card, bankMobile }, token);
    expect(sent.body.data).toMatchObject({ factorSts: 'PROCESSING', sms: { mobileNo: '137****2222' } });
    const { code } = (await h.control('GET', `/__mock/sms/${bankMobile}`)).json<{ code: string }>();
    const confirmed = await h.call<AuthQueryAnswer>('POST', AUTH_PATHS.query, { factor: 'bankCard4', cardNo: card, bankMobile, smsCode: code }, token);
    expect(confirmed.body.data).toMatchObject({ factor: 'bankCard4', factorSts: 'SUCCESS', personalSts: { sts: 'SUCCESS' } });
    // The code is spent.
    const again = await h.call('POST', AUTH_PATHS.query, { factor: 'bankCard4', cardNo: card, bankMobile, smsCode: code }, token);
    expect(again.body.code).toBe(AUTH_CODES.BANK_SMS_EXPIRED);
  });

  it('refuses a card that fails the Luhn check and records the failure', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    const bad = `${card.slice(0, -1)}${(Number(card.slice(-1)) + 1) % 10}`;
    const sent = await h.call('POST', AUTH_PATHS.query, { factor: 'bankCard4', step: 'send', cardNo: bad, bankMobile }, token);
    expect(sent.body).toMatchObject({ code: AUTH_CODES.BANK_CARD_INVALID, message: '银行卡号无效，请核对后重新输入' });
    expect((await personalInfo(token))).toMatchObject({ sts: { sts: 'FAILING' }, lastFailure: { factor: 'bankCard4', code: AUTH_CODES.BANK_CARD_INVALID } });
  });

  it('refuses a documented card with another reserved mobile', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    const reserved = SAMPLE_BANK_CARDS.find((c) => c.reservedMobile)!;
    const sent = await h.call('POST', AUTH_PATHS.query, { factor: 'bankCard4', step: 'send', cardNo: reserved.cardNo, bankMobile }, token);
    expect(sent.body.code).toBe(AUTH_CODES.BANK_CARD_MISMATCH);
  });

  it('answers a wrong code without failing the person, and an expired code as expired', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    await h.call('POST', AUTH_PATHS.query, { factor: 'bankCard4', step: 'send', cardNo: card, bankMobile }, token);
    const { code } = (await h.control('GET', `/__mock/sms/${bankMobile}`)).json<{ code: string }>();
    const wrong = await h.call('POST', AUTH_PATHS.query, { factor: 'bankCard4', cardNo: card, bankMobile, smsCode: code === '000000' ? '111111' : '000000' }, token);
    expect(wrong.body).toMatchObject({ code: AUTH_CODES.BANK_SMS_WRONG, message: '短信验证码错误，请重新输入' });
    expect((await personalInfo(token)).sts?.sts).toBe('PROCESSING');
    h.advance(5 * 60_000 + 1);
    const late = await h.call('POST', AUTH_PATHS.query, { factor: 'bankCard4', cardNo: card, bankMobile, smsCode: code }, token);
    expect(late.body.code).toBe(AUTH_CODES.BANK_SMS_EXPIRED);
  });

  it('needs the send step for that card first', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    const answer = await h.call('POST', AUTH_PATHS.query, { factor: 'bankCard4', cardNo: card, bankMobile, smsCode: '123456' }, token);
    expect(answer.body).toMatchObject({ code: AUTH_CODES.BANK_SMS_EXPIRED, message: '请先获取银行预留手机号的短信验证码' });
  });
});

describe('face checks', () => {
  it('starts a 5-minute link to the phone page, polls waiting, then passed; the face factor is recorded', async () => {
    const token = await signIn(PersonaMobile.bankCardNoFace);
    const started = (await h.call<FaceStartAnswer>('POST', AUTH_PATHS.face, { scene: 'personal' }, token)).body.data;
    expect(started.url).toMatch(new RegExp(`^http://localhost(:\\d+)?/__mock/face/page/${started.faceId}$`));
    expect(started.expiresAt).toBe(h.now() + FACE_TTL_MS);
    const poll = () => h.call<FaceResultAnswer>('GET', `${AUTH_PATHS.face}?faceId=${started.faceId}`, undefined, token);
    expect((await poll()).body.data.status).toBe('waiting');
    await h.control('POST', '/__mock/face/latest', { pass: true });
    expect((await poll()).body.data).toMatchObject({ status: 'passed', reason: null });
    expect((await personalInfo(token)).factors?.livingFace?.sts).toBe('SUCCESS');
  });

  it('a failed face keeps the reason; an authenticated person stays authenticated', async () => {
    const token = await signIn(PersonaMobile.bankCardNoFace);
    const started = await faceOf(token, false, '未检测到活体');
    const poll = await h.call<FaceResultAnswer>('GET', `${AUTH_PATHS.face}?faceId=${started.faceId}`, undefined, token);
    expect(poll.body.data).toMatchObject({ status: 'failed', reason: '未检测到活体' });
    expect(await personalInfo(token)).toMatchObject({ sts: { sts: 'SUCCESS' }, lastFailure: { factor: 'livingFace', reason: '未检测到活体' } });
  });

  it('a person in progress who fails the face is FAILING with the reason', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    await faceOf(token, false);
    expect(await personalInfo(token)).toMatchObject({ sts: { sts: 'FAILING' }, lastFailure: { factor: 'livingFace', code: AUTH_CODES.FACE_FAILED } });
  });

  it('expires after 5 minutes', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    const started = (await h.call<FaceStartAnswer>('POST', AUTH_PATHS.face, { scene: 'personal' }, token)).body.data;
    h.advance(FACE_TTL_MS);
    expect((await h.call<FaceResultAnswer>('GET', `${AUTH_PATHS.face}?faceId=${started.faceId}`, undefined, token)).body.data.status).toBe('expired');
    expect((await h.control('POST', '/__mock/face/latest', { pass: true })).statusCode).toBe(409);
  });

  it('needs personal2 for the personal scene, a linked company for the legal-person scene, and answers an unknown id', async () => {
    const fresh = await signIn(PersonaMobile.unauthenticated);
    expect((await h.call('POST', AUTH_PATHS.face, { scene: 'personal' }, fresh)).body.code).toBe(AUTH_CODES.PERSONAL2_REQUIRED);
    const zhang = await signIn(PersonaMobile.oneCompany);
    expect((await h.call('POST', AUTH_PATHS.face, { scene: 'legalPerson', entCode: '91000000000000000X' }, zhang)).body.code).toBe(501009);
    expect((await h.call('GET', `${AUTH_PATHS.face}?faceId=nope`, undefined, zhang)).body.code).toBe(AUTH_CODES.FACE_INVALID);
  });

  it('the phone page shows both buttons and its form completes the check', async () => {
    const token = await signIn(PersonaMobile.personal2Passed);
    const started = (await h.call<FaceStartAnswer>('POST', AUTH_PATHS.face, { scene: 'personal' }, token)).body.data;
    const page = await h.app.inject({ method: 'GET', url: `/__mock/face/page/${started.faceId}` });
    expect(page.body).toContain('通过');
    expect(page.body).toContain('不通过');
    // The link's expiry in China time, as a customer reads it (not an ISO instant).
    expect(page.body).toContain(`链接有效期至 ${formatChinaTime(started.expiresAt)}`);
    expect(page.body).not.toMatch(/链接有效期至 [^<]*Z/);
    const submitted = await h.app.inject({
      method: 'POST',
      url: `/__mock/face/page/${started.faceId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pass=true',
    });
    expect(submitted.body).toContain('人脸识别已通过');
    expect((await personalInfo(token)).sts?.sts).toBe('SUCCESS');
  });
});

describe('the personas of issue 9', () => {
  it.each([
    [PersonaMobile.personal2Passed, 'PROCESSING', ['personal2']],
    [PersonaMobile.lastAttemptFailed, 'FAILING', ['personal2', 'livingFace']],
    [PersonaMobile.bankCardNoFace, 'SUCCESS', ['personal2', 'bankCard4']],
    [PersonaMobile.personalNoCompany, 'SUCCESS', ['personal2', 'telecomOperators3', 'livingFace']],
  ])('%s reads %s with factors %j', async (mobile, sts, factors) => {
    const token = await signIn(mobile);
    const info = await personalInfo(token);
    expect(info.sts?.sts).toBe(sts);
    expect(Object.keys(info.factors ?? {})).toEqual(factors);
    const companies = await h.call<{ companys: unknown[] }>('POST', '/uc/v1/api/auth/select/customer-ent', { mobile }, token);
    expect(companies.body.data.companys).toEqual([]);
  });

  it('13800000011 failed its last attempt with a reason', async () => {
    const info = await personalInfo(await signIn(PersonaMobile.lastAttemptFailed));
    expect(info.lastFailure).toMatchObject({ factor: 'livingFace', reason: expect.stringContaining('人脸比对不通过') });
    expect(info.factors?.livingFace).toMatchObject({ sts: 'FAILING', additiona: info.lastFailure?.reason });
  });

  it('13800000012 has an old-platform authentication and is asked to migrate; upgrading with the same identity works', async () => {
    const token = await signIn(PersonaMobile.upgrade);
    const history = (await h.call<AuthHistoryInfo>('GET', AUTH_PATHS.history, undefined, token)).body.data;
    expect(history.personalInfo?.sts?.sts).toBe('SUCCESS');
    const { idNo, idName } = history.personalInfo?.factors?.personal2 as { idNo: string; idName: string };
    expect(idName).toBe('周敏');
    expect((await personalInfo(token)).sts).toBeNull();
    expect((await h.call<AuthSummary>('GET', AUTH_PATHS.summary, undefined, token)).body.data.personalMigratory).toBe(true);
    expect((await personal2(token, idName, idNo)).body.code).toBe(200);
  });

  it('others have no history', async () => {
    const token = await signIn(PersonaMobile.oneCompany);
    const history = await h.call<AuthHistoryInfo>('GET', AUTH_PATHS.history, undefined, token);
    expect(history.body.data).toEqual({ personalInfo: null, entInfo: null });
  });
});

describe('enterprise info and permission', () => {
  it('carries the role, the legal-person flag and the change flags', async () => {
    const token = await signIn(PersonaMobile.threeCompanies);
    const account = (await h.control('GET', `/__mock/accounts/${PersonaMobile.threeCompanies}`)).json<{ companies: { creditCode: string }[] }>();
    const [own, administered, individual] = account.companies;
    const info = async (entCode: string) => (await h.call<EnterpriseAuthInfoAnswer>('GET', `${AUTH_PATHS.info}?entCode=${entCode}`, undefined, token)).body.data;
    expect(await info(own.creditCode)).toMatchObject({ isLegalPerson: true, role: 'LEGAL_PERSON', changes: { legalChange: 'none', adminChange: 'none' }, sts: { sts: 'SUCCESS' } });
    expect(await info(administered.creditCode)).toMatchObject({ isLegalPerson: false, role: 'ADMINISTRATOR', sts: { subSts: 'MANUAL_CHECK_REJECT_CUSTOMER' } });
    expect(await info(individual.creditCode)).toMatchObject({ businessLicense: { entType: 2 }, sts: null });
  });

  it('answers the permission by company and product; ordinary users have none unless granted', async () => {
    const token = await signIn(PersonaMobile.oneCompany);
    const account = (await h.control('GET', `/__mock/accounts/${PersonaMobile.oneCompany}`)).json<{ userUCId: string; companies: { companyUCId: string; creditCode: string }[] }>();
    const [company] = account.companies;
    const ask = (productId: string, userUCId = account.userUCId, companyUCId = company.companyUCId) =>
      h.call<boolean>('POST', AUTH_PATHS.productPermission, { bizType: 'ent', companyUCId, productId, userUCId }, token);
    expect((await ask('HXG')).body.data).toBe(true);
    await h.control('POST', `/__mock/accounts/${PersonaMobile.oneCompany}/state`, { companies: [{ creditCode: company.creditCode, permissions: { HXG: false } }] });
    expect((await ask('HXG')).body.data).toBe(false);
    expect((await ask('cp01')).body.data).toBe(true);
    await h.control('POST', `/__mock/accounts/${PersonaMobile.oneCompany}/state`, { companies: [{ creditCode: company.creditCode, role: 'ORDINARY' }] });
    expect((await ask('cp01')).body.data).toBe(false);
    expect((await ask('cp01', 'UC-other')).status).toBe(403);
    expect((await ask('cp01', account.userUCId, 'EC-none')).body.code).toBe(501009);
  });
});

describe('agreements, identity, enumerations', () => {
  it('lists the personal agreements with viewable documents', async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const answer = (await h.call<AgreementsAnswer>('POST', AUTH_PATHS.agreements, { step: 'personal' }, token)).body.data;
    expect(answer.list.map((a) => a.code)).toEqual(PERSONAL_AGREEMENTS);
    const page = await h.app.inject({ method: 'GET', url: answer.list[0].url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(answer.list[0].title);
    expect((await h.app.inject({ method: 'GET', url: '/__mock/agreements/none' })).statusCode).toBe(404);
  });

  it('gives the person\'s identity, and whether they are the legal person of a company', async () => {
    const token = await signIn(PersonaMobile.oneCompany);
    const account = (await h.control('GET', `/__mock/accounts/${PersonaMobile.oneCompany}`)).json<{ companies: { creditCode: string }[] }>();
    const answer = await h.call<EntIdInfoAnswer>('POST', AUTH_PATHS.entIdInfo, { entCode: account.companies[0].creditCode }, token);
    expect(answer.body.data).toMatchObject({ idName: '张伟', idType: 'ID_CARD', isLegalPerson: true });
    const noBody = await h.call<EntIdInfoAnswer>('POST', AUTH_PATHS.entIdInfo, undefined, token);
    expect(noBody.body.data).toMatchObject({ idName: '张伟', isLegalPerson: null });
    const fresh = await signIn(PersonaMobile.unauthenticated);
    expect((await h.call('POST', AUTH_PATHS.entIdInfo, {}, fresh)).body.code).toBe(AUTH_CODES.PERSONAL2_REQUIRED);
  });

  it.each([
    ['entType', ['1', '2', '3', '4', '99'], '个体工商户'],
    ['idType', ['ID_CARD', 'PASSPORT', 'HK_MACAO_PASS', 'TAIWAN_PASS'], '居民身份证'],
    ['authMethod', ['1', '2', '3', '4'], '线下认证'],
  ])('enumerates %s', async (code, values, aName) => {
    const answer = await h.call<{ value: string; name: string }[]>('GET', `${AUTH_PATHS.enumeration}?code=${code}`);
    expect(answer.body.data.map((item) => item.value)).toEqual(values);
    expect(answer.body.data.map((item) => item.name)).toContain(aName);
  });

  it('answers an unknown enumeration', async () => {
    expect((await h.call('GET', `${AUTH_PATHS.enumeration}?code=nope`)).body.code).toBe(AUTH_CODES.ENUM_UNKNOWN);
  });

  it('answers personal data with no-store and without a session with 401', async () => {
    const token = await signIn(PersonaMobile.oneCompany);
    const signed = buildSignedRequest({ method: 'GET', path: AUTH_PATHS.info, token, now: h.now() });
    const response = await h.app.inject({ method: 'GET', url: `${API_BASE_PATH}${AUTH_PATHS.info}`, headers: signed.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await h.call('POST', AUTH_PATHS.query, { factor: 'telecomOperators3' })).status).toBe(401);
  });
});

describe('ID-card OCR (JSON Base64)', () => {
  const base64 = (bytes: Buffer) => bytes.toString('base64');

  it('reads the sample front and back', async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const front = await h.call<IdCardOcrAnswer>('POST', AUTH_PATHS.ocrIdCard, { side: 'front', image: `data:image/png;base64,${base64(ID_CARD_SAMPLES.front)}` }, token);
    expect(front.body.data).toMatchObject({ side: 'front', name: SAMPLE_ID_CARD.name, idNo: SAMPLE_ID_CARD.idNo });
    const back = await h.call<IdCardOcrAnswer>('POST', AUTH_PATHS.ocrIdCard, { side: 'back', image: base64(ID_CARD_SAMPLES.back) }, token);
    expect(back.body.data).toMatchObject({ side: 'back', validTo: SAMPLE_ID_CARD.validTo });
  });

  it('recognises a re-encoded sample by its file name', async () => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const answer = await h.call<IdCardOcrAnswer>('POST', AUTH_PATHS.ocrIdCard, { side: 'front', image: base64(jpeg), fileName: 'id-card-front.jpg' }, token);
    expect(answer.body.data).toMatchObject({ name: SAMPLE_ID_CARD.name });
  });

  it.each([
    ['another image', 'front', () => Buffer.concat([ID_CARD_SAMPLES.front.subarray(0, 8), Buffer.alloc(32, 7)]), '未能识别身份证信息，请上传清晰完整的身份证照片，或手动填写'],
    ['the back given as the front', 'front', () => ID_CARD_SAMPLES.back, '请上传身份证人像面'],
    ['not an image', 'back', () => Buffer.from('%PDF-1.4 hello'), '身份证照片仅支持 JPG、PNG 格式'],
  ])('fails clearly for %s', async (_case, side, bytes, message) => {
    const token = await signIn(PersonaMobile.unauthenticated);
    const answer = await h.call('POST', AUTH_PATHS.ocrIdCard, { side, image: base64(bytes()) }, token);
    expect(answer.body).toMatchObject({ code: AUTH_CODES.OCR_FAILED, message });
  });

  it('serves the two sample images', async () => {
    const front = await h.app.inject({ method: 'GET', url: '/__mock/samples/id-card-front.png' });
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.rawPayload.equals(ID_CARD_SAMPLES.front)).toBe(true);
    expect((await h.app.inject({ method: 'GET', url: '/__mock/samples/other.png' })).statusCode).toBe(404);
  });
});
