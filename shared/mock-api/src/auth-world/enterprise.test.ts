import {
  AUTH_PATHS,
  ENTERPRISE_CODES as C,
  ENTERPRISE_MESSAGES as M,
  ENTERPRISE_PATHS as P,
  type AdminItem,
  type AuditRecord,
  type CnapsItem,
  type EnterpriseAuthInfoAnswer,
  type EnterpriseBasic,
  type FourFactorAnswer,
  type InFlightData,
  type LicenceOcrAnswer,
  type LpNotifyAnswer,
  type MaterialRequirementsAnswer,
  type RelationshipAnswer,
  type SmallAmountTries,
  type UploadAnswer,
  type UserCompanies,
  NOT_LINKED_CODE,
  enterpriseResumeRoute,
  enterpriseStepPage,
} from '@portal/core';
import { API_BASE_PATH, createNonce, protocolHeaders } from '@portal/core/protocol';
import { type Harness, startHarness } from '../test-client';
import { BUSINESS_REGISTRY, ENTERPRISE_PEOPLE, registryByName } from './enterprise-registry';
import { EnterprisePersonaMobile as EP, SEEDED_BUSINESS_REJECT_REASONS, SEEDED_ENT4_FAILURE, SEEDED_REMITTANCE_AMOUNT } from './enterprise-personas';
import { licenceSample } from './enterprise-samples';
import { ID_CARD_SAMPLES, personalIdCardFront, personalSampleFileName } from './samples';
import { SAMPLE_ID_CARD } from './registry';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

const code = (name: string): string => {
  const found = registryByName(name)?.creditCode;
  if (!found) throw new Error(`no registry code for ${name}`);
  return found;
};
const YUNFAN = '杭州西湖云帆科技有限公司';
const QIMING = '合肥高新启明电子有限公司';
const LANHAI = '青岛崂山蓝海食品有限公司';
const XIANGJIANG = '长沙岳麓湘江文化传媒有限公司';
const QINCHUAN = '西安高新秦川软件有限公司';
const WUJIN = '温州市鹿城区袁芳五金店';
const DINGSHENG = '重庆两江鼎盛机电有限公司';
const HAINA = '宁波北仑海纳国际物流有限公司';

async function signIn(mobile: string): Promise<string> {
  return (await h.control('POST', '/__mock/session', { mobile })).json<{ token: string }>().token;
}

const entInfo = async (token: string, entCode: string): Promise<EnterpriseAuthInfoAnswer> =>
  (await h.call<EnterpriseAuthInfoAnswer>('GET', `${AUTH_PATHS.info}?entCode=${entCode}`, undefined, token)).body.data;

const relate = (token: string, mobile: string, entName: string, extra: Record<string, unknown> = {}) =>
  h.call<RelationshipAnswer | InFlightData>('POST', P.relationship, { entCode: registryByName(entName)?.creditCode ?? '', entName, mobile, ...extra }, token);

/** ent4 with the registry's data and, as a legal representative sends them, both sides of the ID card (the front: the typed person's). */
const fourFactor = async (token: string, entName: string, extra: Record<string, unknown> = {}, front?: { bytes: Buffer; name: string }) => {
  const entry = registryByName(entName);
  if (!entry) throw new Error(entName);
  const pictured = typeof extra.legalPersonIdNo === 'string' ? extra.legalPersonIdNo : entry.legalPersonIdNo;
  const card = front ?? { bytes: personalIdCardFront(pictured), name: personalSampleFileName(pictured) };
  const idCardFrontFileId = (await upload(token, card.bytes, card.name, 'idCard')).fileId;
  const idCardBackFileId = (await upload(token, ID_CARD_SAMPLES.back, 'id-card-back.png', 'idCard')).fileId;
  return h.call<FourFactorAnswer>(
    'POST',
    P.fourFactor,
    { entCode: entry.creditCode, entName, entType: entry.entType, legalPersonName: entry.legalPersonName, legalPersonIdNo: entry.legalPersonIdNo, authMethod: 1, idCardFrontFileId, idCardBackFileId, ...extra },
    token,
  );
};

async function upload(token: string, bytes: Buffer, fileName: string, type = 'material'): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const raw = Buffer.from(await request.arrayBuffer());
  const contentType = request.headers.get('content-type') ?? '';
  const headers = protocolHeaders({ method: 'POST', path: AUTH_PATHS.fileUpload, body: raw, timestamp: h.now(), nonce: createNonce(), encrypted: false, token });
  const response = await h.app.inject({ method: 'POST', url: `${API_BASE_PATH}${AUTH_PATHS.fileUpload}`, headers: { ...headers, 'content-type': contentType }, payload: raw });
  return response.json<{ data: UploadAnswer }>().data;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

/** Applies with the first ICBC branch of Hangzhou and reads the amount from the control API. */
async function applyRemittance(token: string, entName: string): Promise<{ status: number; body: { code: number; message: string } ; amount?: string }> {
  const branch = (await h.call<CnapsItem[]>('POST', P.cnapsList, { bankCode: 'ICBC', cityCode: '330100' }, token)).body.data[0];
  const applied = await h.call('POST', P.smallAmountApply, {
    entCode: code(entName),
    accountNo: '1202 0204 0990 0012 345',
    accountName: entName,
    bankCode: 'ICBC',
    provinceCode: '330000',
    cityCode: '330100',
    cnapsCode: branch.cnapsCode,
  }, token);
  if (applied.body.code !== 200) return applied;
  const amount = (await h.control('GET', `/__mock/remittance/${code(entName)}`)).json<{ amount: string }>().amount;
  return { ...applied, amount };
}

describe('an expired authentication and a removed association (the auth-error dialog)', () => {
  const MINJIANG = '福州鼓楼闽江机电有限公司';

  it('13800000028 has an expired company: /auth/info says EXPIRED; adding it again and ent4 start over', async () => {
    const token = await signIn(EP.expired);
    expect((await entInfo(token, code(MINJIANG))).sts).toEqual({ sts: 'EXPIRED', subSts: null });
    expect((await relate(token, EP.expired, MINJIANG)).body).toMatchObject({ code: 200, data: { entCode: code(MINJIANG), isLegalPerson: true } });
    expect((await fourFactor(token, MINJIANG)).body.data).toMatchObject({ factorSts: 'SUCCESS', entSts: { sts: 'PROCESSING', subSts: 'ENT_4_FINISH' } });
  });

  it('POST /__mock/accounts/:mobile/state puts a company into EXPIRED, or removes the association: /auth/info then answers 501009', async () => {
    const token = await signIn(EP.ent4Finished);
    const expired = await h.control('POST', `/__mock/accounts/${EP.ent4Finished}/state`, { companies: [{ creditCode: code(HAINA), sts: 'EXPIRED', subSts: null }] });
    expect(expired.statusCode).toBe(200);
    expect((await entInfo(token, code(HAINA))).sts?.sts).toBe('EXPIRED');
    await h.control('POST', `/__mock/accounts/${EP.ent4Finished}/state`, { companies: [{ creditCode: code(HAINA), remove: true }] });
    const unlinked = await h.call('GET', `${AUTH_PATHS.info}?entCode=${code(HAINA)}`, undefined, token);
    expect(unlinked.body).toMatchObject({ code: NOT_LINKED_CODE, success: false });
  });
});

describe('search, lookup and group units', () => {
  it('searches the registry from 3 characters and refuses shorter keywords', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    const found = await h.call<EnterpriseBasic[]>('POST', P.enterpriseListBasic, { keyword: '云帆科技' }, token);
    expect(found.body.data).toEqual([{ entName: YUNFAN, creditCode: code(YUNFAN), entityType: 1, frName: '何俊' }]);
    expect((await h.call('POST', P.enterpriseListBasic, { keyword: '云帆' }, token)).status).toBe(400);
    expect((await h.call('POST', P.enterpriseListBasic, { keyword: '杭'.repeat(51) }, token)).status).toBe(400);
    expect((await h.call<EnterpriseBasic[]>('POST', P.enterpriseListBasic, { keyword: '不存在的公司' }, token)).body.data).toEqual([]);
  });

  it('looks a company up by name (data.basic) and answers 获取信息异常 for an unknown one', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    const basic = await h.call<{ basic: EnterpriseBasic }>('POST', P.entInfo, { entName: WUJIN }, token);
    expect(basic.body.data.basic).toMatchObject({ entName: WUJIN, entityType: 2, frName: '袁芳' });
    const unknown = await h.call('POST', P.entInfo, { entName: '查无此公司有限公司' }, token);
    expect(unknown.body).toMatchObject({ code: C.LOOKUP_FAILED, message: '获取信息异常' });
  });

  it("answers 'Y' for a group unit and 'N' otherwise", async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    const unit = (name: string) => h.call<string>('GET', `${P.groupUnit}?companyName=${encodeURIComponent(name)}`, undefined, token);
    expect((await unit('苏州工业园区瑞丰精密制造有限公司')).body.data).toBe('Y');
    expect((await unit('南京江宁恒昌建材有限公司')).body.data).toBe('N');
  });
});

describe('create-company checks (POST /auth/relationship)', () => {
  it.each([
    ['no credit code', EP.legalPersonNoCompany, '北京市朝阳区望京社区便民服务部', {}, C.NO_CREDIT_CODE, M.noCreditCode],
    ['not a core group enterprise (order product)', EP.legalPersonNoCompany, '南京江宁恒昌建材有限公司', { productKey: 'orderCredit', authMethod: 1 }, C.NOT_GROUP_CORE, M.notGroupCore],
    ['auth method required (order product, group unit)', EP.legalPersonNoCompany, '苏州工业园区瑞丰精密制造有限公司', { productKey: 'orderProtection' }, C.AUTH_METHOD_REQUIRED, M.authMethodRequired],
    ['needs upgrade first', EP.legalPersonNoCompany, '武汉光谷老字号食品有限公司', {}, C.UPGRADE_FIRST, M.upgradeFirst],
    ['cannot be added', EP.legalPersonNoCompany, '天津滨海泰和贸易有限公司', {}, C.CANNOT_ADD, M.cannotAdd],
    ['already platform-authenticated', EP.legalPersonNoCompany, '上海浦江供应链管理有限公司', {}, C.PLATFORM_AUTHENTICATED, M.platformAuthenticated],
    ['not the operator', EP.legalPersonNoCompany, '厦门市思明区林记茶叶店', { operatorName: '何俊' }, C.NOT_OPERATOR, M.notOperator],
    ['individual business refused for smallsupply', EP.legalPersonNoCompany, '厦门市思明区林记茶叶店', { productKey: 'smallsupply' }, C.INDIVIDUAL_UNSUPPORTED, M.individualUnsupported],
    ['already authenticated', '13800000000', '上海浦江供应链管理有限公司', {}, C.ALREADY_AUTHENTICATED, M.alreadyAuthenticated],
    ['unknown company', EP.legalPersonNoCompany, '查无此公司有限公司', {}, C.LOOKUP_FAILED, '获取信息异常'],
  ])('%s', async (_case, mobile, entName, extra, expectedCode, message) => {
    const token = await signIn(mobile);
    const answer = await relate(token, mobile, entName, extra);
    expect(answer.body).toMatchObject({ code: expectedCode, message, success: false });
  });

  it('every message of the registry list is reachable: each registry company says what adding it shows', async () => {
    const purposes = BUSINESS_REGISTRY.map((c) => c.purpose).join('\n');
    for (const text of ['无统一社会信用代码', '非集团核心企业', '升级认证', '暂无法添加', '已完成平台认证', '经营者', '已认证，请勿重复', '继续认证']) expect(purposes).toContain(text);
  });

  describe('the operator check of an individual business: the client sends the user\'s real name', () => {
    const LINJI = '厦门市思明区林记茶叶店';
    // 13800000002 made the sample card's person (林晓雪), the registry's operator of 林记茶叶店.
    const operator = async (): Promise<string> => {
      await h.control('POST', '/__mock/accounts/13800000002/state', {
        personal: { idName: SAMPLE_ID_CARD.name, idNo: SAMPLE_ID_CARD.idNo, factors: { personal2: 'SUCCESS', telecomOperators3: 'SUCCESS', livingFace: 'SUCCESS' } },
      });
      return signIn('13800000002');
    };

    it('links the individual business when the name is the operator\'s and the caller\'s own', async () => {
      const token = await operator();
      const answer = await relate(token, '13800000002', LINJI, { operatorName: SAMPLE_ID_CARD.name, productKey: 'twogold' });
      expect(answer.body).toMatchObject({ code: 200, data: { entCode: code(LINJI), isLegalPerson: true } });
    });

    it.each([
      ['a name that is not the caller\'s own', () => operator(), '13800000002', '林晓云'],
      ['the caller\'s own name when they are not the operator', () => signIn(EP.legalPersonNoCompany), EP.legalPersonNoCompany, '何俊'],
      ['the operator\'s name sent by someone else', () => signIn(EP.legalPersonNoCompany), EP.legalPersonNoCompany, SAMPLE_ID_CARD.name],
    ])('refuses %s: 您不是该企业的经营者', async (_case, session, mobile, operatorName) => {
      const token = await session();
      expect((await relate(token, mobile, LINJI, { operatorName })).body).toMatchObject({ code: C.NOT_OPERATOR, message: M.notOperator, success: false });
    });

    it('wants the name: 400 without it', async () => {
      const token = await operator();
      expect((await relate(token, '13800000002', LINJI)).status).toBe(400);
    });
  });

  it('answers an in-flight authentication with the data to continue', async () => {
    const token = await signIn(EP.ent4Finished);
    const answer = await relate(token, EP.ent4Finished, HAINA);
    expect(answer.body).toMatchObject({ code: C.IN_FLIGHT, message: M.inFlight, data: { entCode: code(HAINA), sts: { sts: 'PROCESSING', subSts: 'ENT_4_FINISH' }, isLegalPerson: true } });
  });

  it('links a company that passes, and select/customer-ent lists it', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    const answer = await relate(token, EP.legalPersonNoCompany, YUNFAN, { productKey: 'twogold', busType: 'abt_ent_cp01' });
    expect(answer.body).toMatchObject({ code: 200, data: { entCode: code(YUNFAN), entName: YUNFAN, isLegalPerson: true, related: false, sts: null } });
    const companies = await h.call<UserCompanies>('POST', '/uc/v1/api/auth/select/customer-ent', { mobile: EP.legalPersonNoCompany }, token);
    expect(companies.body.data.companys).toEqual([expect.objectContaining({ creditCode: code(YUNFAN), companyName: YUNFAN })]);
  });

  it('refuses another mobile than the caller', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    expect((await relate(token, '13800000001', YUNFAN)).status).toBe(403);
  });

  it('lets a group core enterprise in for an order product once a method is chosen, the user as administrator', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    const answer = await relate(token, EP.legalPersonNoCompany, '苏州工业园区瑞丰精密制造有限公司', { productKey: 'orderCredit', authMethod: 2 });
    expect(answer.body).toMatchObject({ code: 200, data: { isLegalPerson: false } });
    const info = await entInfo(token, code('苏州工业园区瑞丰精密制造有限公司'));
    expect(info).toMatchObject({ role: 'ADMINISTRATOR', authMethod: 2, sts: null });
  });
});

describe('licence OCR', () => {
  it("recognises a registry company's sample licence (served for download) by its bytes and by its file name", async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    const served = await h.control('GET', `/__mock/samples/licence/${code(YUNFAN)}.png`);
    expect(served.headers['content-type']).toBe('image/png');
    const byBytes = await h.call<LicenceOcrAnswer>('POST', P.ocrBusinessLicense, { image: served.rawPayload.toString('base64') }, token);
    expect(byBytes.body.data).toMatchObject({ entName: YUNFAN, creditCode: code(YUNFAN), entType: 1, legalPersonName: '何俊' });
    const reencoded = await h.call<LicenceOcrAnswer>('POST', P.ocrBusinessLicense, { image: ID_CARD_SAMPLES.front.toString('base64'), fileName: `licence-${code(WUJIN)}.jpg` }, token);
    expect(reencoded.body.data).toMatchObject({ entName: WUJIN, entType: 2 });
  });

  it('reads an uploaded licence by fileId, and answers a clear failure for any other image or a PDF', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    const uploaded = await upload(token, licenceSample(code(YUNFAN)) as Buffer, 'photo.png', 'businessLicense');
    expect((await h.call<LicenceOcrAnswer>('POST', P.ocrBusinessLicense, { fileId: uploaded.fileId }, token)).body.data.entName).toBe(YUNFAN);
    const other = await h.call('POST', P.ocrBusinessLicense, { image: ID_CARD_SAMPLES.front.toString('base64'), fileName: 'scan.png' }, token);
    expect(other.body).toMatchObject({ code: C.LICENCE_OCR_FAILED, message: M.licenceOcrFailed });
    const pdf = await h.call('POST', P.ocrBusinessLicense, { image: PDF.toString('base64') }, token);
    expect(pdf.body).toMatchObject({ code: C.LICENCE_OCR_FAILED, message: '营业执照识别仅支持 JPG、PNG 格式的图片' });
  });
});

describe('ent4 and the method', () => {
  it('passes with the registry data: ENT_4_FINISH, resumed on the payment page', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    await relate(token, EP.legalPersonNoCompany, YUNFAN);
    const answer = await fourFactor(token, YUNFAN, { busType: 'abt_ent_cp01' });
    expect(answer.body.data).toEqual({ factorSts: 'SUCCESS', reason: null, entSts: { sts: 'PROCESSING', subSts: 'ENT_4_FINISH' }, authMethod: 1, isLegalPerson: true });
    const info = await entInfo(token, code(YUNFAN));
    expect(info).toMatchObject({ businessType: 'abt_ent_cp01', factors: { ent4: { sts: 'SUCCESS', entFullNm: YUNFAN } } });
    expect(enterpriseResumeRoute({ subSts: info.sts?.subSts, entType: 1, isLegalPerson: true, businessType: info.businessType })).toBe('/AuthEnterprise/AuthPayment');
  });

  it.each([
    ['a wrong legal person', { legalPersonName: ENTERPRISE_PEOPLE.qianFeng.name, legalPersonIdNo: ENTERPRISE_PEOPLE.qianFeng.idNo }, '法定代表人姓名或身份证号与工商登记信息不一致'],
    ['a wrong company name', { entName: '杭州西湖云帆有限公司' }, '企业名称与统一社会信用代码不匹配，请核对营业执照'],
    ['a wrong kind', { entType: 3 }, '企业类型与工商登记信息不一致'],
  ])('fails with %s: ENT_4_NOT_PASS with the reason in the ent4 factor', async (_case, extra, reason) => {
    const token = await signIn(EP.legalPersonNoCompany);
    await relate(token, EP.legalPersonNoCompany, YUNFAN);
    const answer = await fourFactor(token, YUNFAN, extra);
    expect(answer.body.data).toMatchObject({ factorSts: 'FAILING', reason, entSts: { subSts: 'ENT_4_NOT_PASS' } });
    expect((await entInfo(token, code(YUNFAN))).factors?.ent4).toMatchObject({ sts: 'FAILING', additiona: reason });
  });

  it('wants both sides of the ID card from a legal representative, not from an administrator', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    await relate(token, EP.legalPersonNoCompany, YUNFAN);
    for (const missing of [{ idCardFrontFileId: undefined }, { idCardBackFileId: undefined }, { idCardFrontFileId: 'F-not-mine' }]) {
      expect((await fourFactor(token, YUNFAN, missing)).body).toMatchObject({ code: C.MATERIAL_MISSING, message: M.idCardPhotosRequired, success: false });
    }
    expect((await entInfo(token, code(YUNFAN))).sts).toBeNull();
    // 何俊 is not 瑞丰精密's legal representative: no photos asked.
    await relate(token, EP.legalPersonNoCompany, '苏州工业园区瑞丰精密制造有限公司', { productKey: 'orderCredit', authMethod: 2 });
    const answer = await fourFactor(token, '苏州工业园区瑞丰精密制造有限公司', { idCardFrontFileId: undefined, idCardBackFileId: undefined });
    expect(answer.body.data).toMatchObject({ factorSts: 'SUCCESS', isLegalPerson: false });
  });

  it('refuses another person\'s ID card for the legal representative (by bytes or by the re-encoded name), keeping the state; the own card passes', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    await relate(token, EP.legalPersonNoCompany, YUNFAN);
    const other = ENTERPRISE_PEOPLE.qianFeng.idNo;
    for (const front of [
      { bytes: ID_CARD_SAMPLES.front, name: 'id-card-front.png' },
      { bytes: personalIdCardFront(other), name: 'scan.png' },
      { bytes: Buffer.concat([ID_CARD_SAMPLES.front.subarray(0, 8), Buffer.alloc(64, 3)]), name: personalSampleFileName(other).replace('.png', '.jpg') },
    ]) {
      expect((await fourFactor(token, YUNFAN, {}, front)).body).toMatchObject({ code: C.ID_CARD_MISMATCH, message: M.idCardMismatch, success: false });
    }
    expect((await entInfo(token, code(YUNFAN))).sts).toBeNull();
    expect((await fourFactor(token, YUNFAN)).body.data).toMatchObject({ factorSts: 'SUCCESS', isLegalPerson: true });
  });

  it('requires a method for a general enterprise, goes straight to the materials for method 4, refuses a malformed ID', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    await relate(token, EP.legalPersonNoCompany, YUNFAN);
    expect((await fourFactor(token, YUNFAN, { authMethod: undefined })).body).toMatchObject({ code: C.AUTH_METHOD_REQUIRED, message: M.authMethodRequired });
    expect((await fourFactor(token, YUNFAN, { legalPersonIdNo: '123' })).body.message).toBe('请输入正确的法定代表人身份证号');
    expect((await fourFactor(token, YUNFAN, { authMethod: 4 })).body.data.entSts.subSts).toBe('JUMP_SUBMIT_MATERIALS');
  });

  it('refuses ent4 for a company not linked (501009) and for a later step (WRONG_STEP)', async () => {
    const token = await signIn(EP.remittanceApplied);
    expect((await fourFactor(token, YUNFAN)).body.code).toBe(501009);
    expect((await fourFactor(token, QIMING)).body).toMatchObject({ code: C.WRONG_STEP, message: M.wrongStep });
  });

  it('lets the individual business of 13800000026 retry with the operator data and resume on AuthType', async () => {
    const token = await signIn(EP.individualEnt4Failed);
    const before = await entInfo(token, code(WUJIN));
    expect(before.factors?.ent4).toMatchObject({ sts: 'FAILING', additiona: SEEDED_ENT4_FAILURE });
    const answer = await fourFactor(token, WUJIN, { authMethod: undefined });
    expect(answer.body.data).toMatchObject({ factorSts: 'SUCCESS', authMethod: 2, entSts: { subSts: 'ENT_4_FINISH' } });
    expect(enterpriseResumeRoute({ subSts: 'ENT_4_FINISH', entType: 2, isLegalPerson: true })).toBe('/AuthEnterprise/AuthType');
  });
});

describe('small remittance', () => {
  it('lists banks, provinces, cities and 12-digit branch codes', async () => {
    const token = await signIn(EP.ent4Finished);
    const banks = await h.call<{ bankCode: string; bankName: string }[]>('GET', P.bankList, undefined, token);
    expect(banks.body.data).toEqual(expect.arrayContaining([{ bankCode: 'ICBC', bankName: '中国工商银行' }]));
    const provinces = await h.call<{ code: string; name: string }[]>('GET', P.areaList, undefined, token);
    expect(provinces.body.data).toEqual(expect.arrayContaining([{ code: '330000', name: '浙江省' }]));
    const cities = await h.call<{ code: string; name: string }[]>('GET', `${P.areaList}?parentCode=330000`, undefined, token);
    expect(cities.body.data).toEqual(expect.arrayContaining([{ code: '330200', name: '宁波市' }]));
    const branches = await h.call<CnapsItem[]>('POST', P.cnapsList, { bankCode: 'CMB', cityCode: '330200', keyword: '高新' }, token);
    expect(branches.body.data).toHaveLength(1);
    expect(branches.body.data[0]).toMatchObject({ branchName: '招商银行股份有限公司宁波高新技术开发区支行', bankCode: 'CMB' });
    expect(branches.body.data[0].cnapsCode).toMatch(/^308\d{9}$/);
  });

  it('applies (ENT_SMALL_AMT_APPLY, amount 0.01-0.99 from the control API), counts wrong tries, then verifies (ENT_SMALL_AMT_VERIFY)', async () => {
    const token = await signIn(EP.ent4Finished);
    const applied = await applyRemittance(token, HAINA);
    expect(applied.body).toMatchObject({ code: 200, data: { entSts: { subSts: 'ENT_SMALL_AMT_APPLY' }, accountNoMasked: '1202 **** 2345', maxTries: 3 } });
    expect(applied.amount).toMatch(/^0\.(0[1-9]|[1-9]\d)$/);
    const wrong = applied.amount === '0.99' ? '0.98' : '0.99';
    const first = await h.call<SmallAmountTries>('POST', P.smallAmountVerify, { entCode: code(HAINA), amount: wrong }, token);
    expect(first.body).toMatchObject({ code: C.AMOUNT_WRONG, message: '打款金额不正确，您还可以尝试2次', data: { triesLeft: 2, maxTries: 3 } });
    expect((await h.call('POST', P.smallAmountVerify, { entCode: code(HAINA), amount: '0.5' }, token)).body).toMatchObject({ code: C.REMITTANCE_INVALID, message: M.amountFormat });
    const ok = await h.call('POST', P.smallAmountVerify, { entCode: code(HAINA), amount: applied.amount }, token);
    expect(ok.body).toMatchObject({ code: 200, data: { entSts: { sts: 'PROCESSING', subSts: 'ENT_SMALL_AMT_VERIFY' } } });
    expect((await entInfo(token, code(HAINA))).factors?.entSmallAmt?.sts).toBe('SUCCESS');
    expect((await entInfo(token, code(HAINA))).remittance).toBeNull();
    expect((await h.control('GET', `/__mock/remittance/${code(HAINA)}`)).statusCode).toBe(404);
  });

  it('after three wrong tries asks to apply again, and a new application gives a fresh set', async () => {
    const token = await signIn(EP.remittanceApplied);
    const verify = (amount: string) => h.call<SmallAmountTries>('POST', P.smallAmountVerify, { entCode: code(QIMING), amount }, token);
    expect((await h.control('GET', `/__mock/remittance/${code(QIMING)}`)).json()).toMatchObject({ amount: SEEDED_REMITTANCE_AMOUNT, mobile: EP.remittanceApplied });
    expect((await entInfo(token, code(QIMING))).remittance).toEqual({ triesLeft: 3, maxTries: 3 });
    await verify('0.11');
    await verify('0.12');
    expect((await entInfo(token, code(QIMING))).remittance).toEqual({ triesLeft: 1, maxTries: 3 });
    expect((await verify('0.13')).body).toMatchObject({ code: C.AMOUNT_TRIES_EXHAUSTED, message: M.amountTriesExhausted, data: { triesLeft: 0 } });
    // The info says so too: the backfill page can say it when it opens.
    expect((await entInfo(token, code(QIMING))).remittance).toEqual({ triesLeft: 0, maxTries: 3 });
    expect((await verify(SEEDED_REMITTANCE_AMOUNT)).body.code).toBe(C.AMOUNT_TRIES_EXHAUSTED);
    const again = await applyRemittance(token, QIMING);
    expect(again.body.code).toBe(200);
    expect((await verify(again.amount as string)).body.code).toBe(200);
  });

  it('refuses a wrong account name, a branch of another bank, and a method without remittance', async () => {
    const token = await signIn(EP.ent4Finished);
    const base = { entCode: code(HAINA), accountNo: '12020204099000123', accountName: HAINA, bankCode: 'ICBC', provinceCode: '330000', cityCode: '330100' };
    const branch = (await h.call<CnapsItem[]>('POST', P.cnapsList, { bankCode: 'CMB', cityCode: '330100' }, token)).body.data[0];
    expect((await h.call('POST', P.smallAmountApply, { ...base, cnapsCode: branch.cnapsCode }, token)).body).toMatchObject({ code: C.REMITTANCE_INVALID, message: '请选择正确的开户支行（12位联行号）' });
    const icbc = (await h.call<CnapsItem[]>('POST', P.cnapsList, { bankCode: 'ICBC', cityCode: '330100' }, token)).body.data[0];
    expect((await h.call('POST', P.smallAmountApply, { ...base, accountName: '别的公司', cnapsCode: icbc.cnapsCode }, token)).body.message).toBe('账户名称须与企业名称一致');
    await h.control('POST', `/__mock/accounts/${EP.ent4Finished}/state`, { companies: [{ creditCode: code(HAINA), authMethod: 2 }] });
    expect((await h.call('POST', P.smallAmountApply, { ...base, cnapsCode: icbc.cnapsCode }, token)).body).toMatchObject({ code: C.WRONG_STEP, message: '当前认证方式无需小额打款' });
  });
});

describe('the legal person', () => {
  it('13800000040 (administrator, hxg, ENT_4_NOT_PASS) resumes at AuthPayment and may apply for the remittance', async () => {
    const token = await signIn(EP.administratorEnt4Failed);
    const info = await entInfo(token, code('绍兴柯桥锦华纺织有限公司'));
    expect(info).toMatchObject({ sts: { sts: 'PROCESSING', subSts: 'ENT_4_NOT_PASS' }, isLegalPerson: false, businessType: 'abt_ent_hxg' });
    expect(enterpriseStepPage(info)).toBe('AuthPayment');
    expect((await applyRemittance(token, '绍兴柯桥锦华纺织有限公司')).body.code).toBe(200);
  });

  it('13800000041 (ddb mode 2, ENT_4_FINISH, method 1) resumes at AuthType and the legal person\'s face may start there', async () => {
    const token = await signIn(EP.ddbMode2);
    const jiahe = code('厦门湖里嘉禾供应链有限公司');
    const info = await entInfo(token, jiahe);
    expect(info).toMatchObject({ sts: { subSts: 'ENT_4_FINISH' }, isLegalPerson: true, businessType: 'ddb_2', authMethod: 1 });
    expect(enterpriseStepPage(info)).toBe('AuthType');
    expect((await h.call('POST', AUTH_PATHS.face, { scene: 'legalPerson', entCode: jiahe }, token)).body.code).toBe(200);
    await h.control('POST', '/__mock/face/latest', { pass: true });
    expect((await entInfo(token, jiahe)).sts?.subSts).toBe('FACE_VERIFY_FINISH');
  });

  it('13800000042 has no remittance tries left: the backfill says so, a new application gives a fresh set', async () => {
    const token = await signIn(EP.remittanceTriesUsed);
    const ruitai = '无锡新吴瑞泰电子有限公司';
    expect(enterpriseStepPage(await entInfo(token, code(ruitai)))).toBe('AuthBackfill');
    const verify = (amount: string) => h.call<SmallAmountTries>('POST', P.smallAmountVerify, { entCode: code(ruitai), amount }, token);
    expect((await verify('0.46')).body).toMatchObject({ code: C.AMOUNT_TRIES_EXHAUSTED, message: M.amountTriesExhausted });
    const again = await applyRemittance(token, ruitai);
    expect((await verify(again.amount as string)).body.code).toBe(200);
  });

  it("13800000023's face passes: FACE_VERIFY_FINISH and the face factor", async () => {
    const token = await signIn(EP.remittanceVerified);
    await h.call('POST', AUTH_PATHS.face, { scene: 'legalPerson', entCode: code(LANHAI) }, token);
    expect((await h.control('POST', '/__mock/face/latest', { pass: true })).json()).toMatchObject({ scene: 'legalPerson', status: 'passed' });
    const info = await entInfo(token, code(LANHAI));
    expect(info.sts).toEqual({ sts: 'PROCESSING', subSts: 'FACE_VERIFY_FINISH' });
    expect(info.factors?.livingFace?.sts).toBe('SUCCESS');
  });

  it('a failed face keeps the step and shows the reason', async () => {
    const token = await signIn(EP.remittanceVerified);
    await h.call('POST', AUTH_PATHS.face, { scene: 'legalPerson', entCode: code(LANHAI) }, token);
    await h.control('POST', '/__mock/face/latest', { pass: false, reason: '未检测到活体，请按提示完成动作' });
    const info = await entInfo(token, code(LANHAI));
    expect(info.sts?.subSts).toBe('ENT_SMALL_AMT_VERIFY');
    expect(info.factors?.livingFace).toMatchObject({ sts: 'FAILING', additiona: '未检测到活体，请按提示完成动作' });
  });

  it("an individual business is authenticated by its operator's face", async () => {
    const token = await signIn(EP.individualEnt4Failed);
    await fourFactor(token, WUJIN, { authMethod: undefined });
    await h.call('POST', AUTH_PATHS.face, { scene: 'legalPerson', entCode: code(WUJIN) }, token);
    await h.control('POST', '/__mock/face/latest', { pass: true });
    expect((await entInfo(token, code(WUJIN))).sts).toEqual({ sts: 'SUCCESS', subSts: 'WISH_FINISH' });
  });

  it('13800000027 notifies the legal person; the phone page confirms: LP_NOTIFY_FINISH; resend waits 60 s', async () => {
    const token = await signIn(EP.administratorVerified);
    const sent = await h.call<LpNotifyAnswer>('POST', P.lpNotify, { entCode: code(DINGSHENG), lpMobile: '13700000027' }, token);
    expect(sent.body.data).toMatchObject({ lpMobile: '137****0027', status: 'waiting', entSts: { subSts: 'ENT_SMALL_AMT_VERIFY' } });
    expect(sent.body.data.url).toMatch(/\/__mock\/lp\/page\/LP[0-9a-f]+$/);
    expect((await h.call('POST', P.lpNotify, { entCode: code(DINGSHENG), lpMobile: '13700000027' }, token)).body).toMatchObject({ code: C.LP_RESEND_TOO_SOON });
    const pagePath = new URL(sent.body.data.url).pathname;
    const page = await h.control('GET', pagePath);
    expect(page.body).toContain('重庆两江鼎盛机电有限公司');
    expect(page.body).toContain('确认授权');
    const confirmed = await h.app.inject({ method: 'POST', url: pagePath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'confirm=true' });
    expect(confirmed.body).toContain('您已确认授权');
    const polled = await h.call<LpNotifyAnswer>('GET', `${P.lpNotifyStatus}?entCode=${code(DINGSHENG)}`, undefined, token);
    expect(polled.body.data).toMatchObject({ status: 'confirmed', entSts: { subSts: 'LP_NOTIFY_FINISH' } });
  });

  it("the legal representative's notice SMS is readable at /__mock/sms/:mobile with its link, and listed with the codes in /__mock/sms", async () => {
    const token = await signIn(EP.administratorVerified);
    const sent = await h.call<LpNotifyAnswer>('POST', P.lpNotify, { entCode: code(DINGSHENG), lpMobile: '13700000027' }, token);
    const sms = await h.control('GET', '/__mock/sms/13700000027');
    expect(sms.statusCode).toBe(200);
    expect(sms.json()).toMatchObject({ mobile: '13700000027', kind: 'lpNotice', kindName: '法定代表人认证通知', url: sent.body.data.url });
    expect(sms.json().text).toContain('重庆两江鼎盛机电有限公司');
    expect(sms.json().text).toContain(sent.body.data.url);
    const { code: loginCode } = await h.requestSms('13800000000');
    const log = (await h.control('GET', '/__mock/sms')).json() as { sms: { mobile: string; kind: string; code: string }[] };
    expect(log.sms.slice(0, 2)).toMatchObject([
      { mobile: '13800000000', kind: 'login', code: loginCode },
      { mobile: '13700000027', kind: 'lpNotice', code: '' },
    ]);
  });

  it('the control API refuses for the legal person with a reason, and the administrator may resend after 60 s', async () => {
    const token = await signIn(EP.administratorVerified);
    await h.call('POST', P.lpNotify, { entCode: code(DINGSHENG), lpMobile: '13700000027' }, token);
    const refused = await h.control('POST', '/__mock/lp/latest', { confirm: false, reason: '需与公司内部确认后再办理' });
    expect(refused.json()).toMatchObject({ status: 'refused', reason: '需与公司内部确认后再办理', creditCode: code(DINGSHENG) });
    const polled = await h.call<LpNotifyAnswer>('GET', `${P.lpNotifyStatus}?entCode=${code(DINGSHENG)}`, undefined, token);
    expect(polled.body.data).toMatchObject({ status: 'refused', entSts: { subSts: 'ENT_SMALL_AMT_VERIFY' } });
    h.advance(61_000);
    expect((await h.call<LpNotifyAnswer>('POST', P.lpNotify, { entCode: code(DINGSHENG), lpMobile: '13700000027' }, token)).body.data.status).toBe('waiting');
    expect((await h.control('POST', '/__mock/lp/latest', { confirm: true })).json()).toMatchObject({ status: 'confirmed' });
    expect((await entInfo(token, code(DINGSHENG))).sts?.subSts).toBe('LP_NOTIFY_FINISH');
  });

  it('the legal person is told to do the face instead of notifying', async () => {
    const token = await signIn(EP.remittanceVerified);
    const answer = await h.call('POST', P.lpNotify, { entCode: code(LANHAI), lpMobile: '13700000123' }, token);
    expect(answer.body).toMatchObject({ code: C.WRONG_STEP, message: '您是该企业的法定代表人，请直接完成人脸识别' });
  });
});

describe('materials and review', () => {
  async function submitAll(token: string, entName: string): Promise<{ code: number; message: string }> {
    const required = (await h.call<MaterialRequirementsAnswer>('GET', `${P.submitMaterial}?entCode=${code(entName)}`, undefined, token)).body.data.required;
    const files = [];
    for (const item of required) files.push({ code: item.code, fileId: (await upload(token, PDF, `${item.code}.pdf`)).fileId });
    return (await h.call('POST', P.submitMaterial, { entCode: code(entName), files }, token)).body;
  }

  it('lists the templates to download as Chinese PDFs with the font embedded', async () => {
    const token = await signIn(EP.submitMaterials);
    const requirements = await h.call<MaterialRequirementsAnswer>('GET', `${P.submitMaterial}?entCode=${code(XIANGJIANG)}`, undefined, token);
    expect(requirements.body.data).toEqual({
      authMethod: 1,
      review: null,
      required: [
        { code: 'ptrzxy-bl-0001', title: '平台认证服务协议', templateUrl: '/__mock/templates/ptrzxy-bl-0001.pdf' },
        { code: 'szzsgs-bl-0006', title: '数字证书服务协议（企业）', templateUrl: '/__mock/templates/szzsgs-bl-0006.pdf' },
      ],
    });
    const pdf = await h.control('GET', '/__mock/templates/ptrzxy-bl-0001.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/FontFile3');
    expect(text).toContain('/ToUnicode');
    expect((await h.control('GET', '/__mock/templates/nope.pdf')).statusCode).toBe(404);
  });

  it('an administrator also uploads the authorisation; method 4 also the stamped licence copy', async () => {
    const token = await signIn(EP.administratorVerified);
    const required = (await h.call<MaterialRequirementsAnswer>('GET', `${P.submitMaterial}?entCode=${code(DINGSHENG)}`, undefined, token)).body.data.required;
    expect(required.map((r) => r.code)).toEqual(['ptrzxy-bl-0001', 'szzsgs-bl-0006', 'glysq-bl-0003']);
    await h.control('POST', `/__mock/accounts/${EP.administratorVerified}/state`, { companies: [{ creditCode: code(DINGSHENG), authMethod: 4 }] });
    const offline = (await h.call<MaterialRequirementsAnswer>('GET', `${P.submitMaterial}?entCode=${code(DINGSHENG)}`, undefined, token)).body.data.required;
    expect(offline.map((r) => r.code)).toEqual(['ptrzxy-bl-0001', 'szzsgs-bl-0007', 'glysq-bl-0003', 'businessLicense']);
  });

  it('refuses missing materials by name', async () => {
    const token = await signIn(EP.submitMaterials);
    const fileId = (await upload(token, PDF, 'a.pdf')).fileId;
    const answer = await h.call('POST', P.submitMaterial, { entCode: code(XIANGJIANG), files: [{ code: 'ptrzxy-bl-0001', fileId }] }, token);
    expect(answer.body).toMatchObject({ code: C.MATERIAL_MISSING, message: '请上传全部所需材料：数字证书服务协议（企业）' });
  });

  it('submit → pending (submitMaterials PROCESSING) → approve: SUCCESS, usable for products', async () => {
    const token = await signIn(EP.submitMaterials);
    expect((await submitAll(token, XIANGJIANG)).code).toBe(200);
    const pending = await entInfo(token, code(XIANGJIANG));
    expect(pending.sts).toEqual({ sts: 'PROCESSING', subSts: 'JUMP_SUBMIT_MATERIALS' });
    expect(pending.factors?.submitMaterials).toMatchObject({ sts: 'PROCESSING', subSts: 'MANUAL_CHECK' });
    expect((await submitAll(token, XIANGJIANG)).message).toBe('认证材料审核中，请耐心等待审核结果');
    const record = await h.call<AuditRecord>('GET', `${P.lastAuditRecord}?entCode=${code(XIANGJIANG)}`, undefined, token);
    expect(record.body.data).toMatchObject({ result: 'PENDING', reasons: [], reviewedAt: null });
    expect(record.body.data.files).toHaveLength(2);
    const approved = await h.control('POST', `/__mock/review/${code(XIANGJIANG)}`, { result: 'approve' });
    expect(approved.json()).toMatchObject({ result: 'APPROVED', sts: { sts: 'SUCCESS', subSts: 'WISH_FINISH' }, mobile: EP.submitMaterials });
    const info = await entInfo(token, code(XIANGJIANG));
    expect(info.sts?.sts).toBe('SUCCESS');
    const permission = await h.call<boolean>('POST', AUTH_PATHS.productPermission, { bizType: 'ent', companyUCId: info.companyUCId, productId: 'cp01', userUCId: 'UC2026000024' }, token);
    expect(permission.body.data).toBe(true);
    expect((await h.control('POST', `/__mock/review/${code(XIANGJIANG)}`, { result: 'approve' })).statusCode).toBe(404);
  });

  it.each([
    ['reject-business', 'MANUAL_CHECK_REJECT_BUSINESS_OPERATION', 'REJECT_BUSINESS', '/AuthEnterprise/AuthManualReview'],
    ['reject-risk', 'MANUAL_CHECK_REJECT_RISK_OPERATION', 'REJECT_RISK', '/AuthEnterprise/AuthManualReview'],
    ['reject-customer', 'MANUAL_CHECK_REJECT_CUSTOMER', 'REJECT_CUSTOMER', '/AuthEnterprise/AuthReject'],
  ])('%s: the sub-status, the reasons (one per line) and the resume page; a fixed resubmission is reviewed again', async (result, subSts, auditResult, page) => {
    const token = await signIn(EP.submitMaterials);
    await submitAll(token, XIANGJIANG);
    await h.control('POST', `/__mock/review/${code(XIANGJIANG)}`, { result, reason: '公章不清晰\n请补充授权书' });
    const info = await entInfo(token, code(XIANGJIANG));
    expect(info.sts).toEqual({ sts: 'PROCESSING', subSts });
    expect(info.factors?.submitMaterials).toMatchObject({ sts: 'FAILING', subSts, additiona: '公章不清晰\n请补充授权书' });
    expect(enterpriseResumeRoute({ subSts: info.sts?.subSts, entType: 1, isLegalPerson: true })).toBe(page);
    const record = await h.call<AuditRecord>('GET', `${P.lastAuditRecord}?entCode=${code(XIANGJIANG)}`, undefined, token);
    expect(record.body.data).toMatchObject({ result: auditResult, reasons: ['公章不清晰', '请补充授权书'] });
    expect((await submitAll(token, XIANGJIANG)).code).toBe(200);
    expect((await entInfo(token, code(XIANGJIANG))).sts?.subSts).toBe('JUMP_SUBMIT_MATERIALS');
  });

  it("13800000025 reads the business rejection's reasons, fixes and resubmits", async () => {
    const token = await signIn(EP.businessReject);
    const record = await h.call<AuditRecord>('GET', `${P.lastAuditRecord}?entCode=${code(QINCHUAN)}`, undefined, token);
    expect(record.body.data).toMatchObject({ result: 'REJECT_BUSINESS', reasons: SEEDED_BUSINESS_REJECT_REASONS });
    expect((await submitAll(token, QINCHUAN)).code).toBe(200);
    await h.control('POST', `/__mock/review/${code(QINCHUAN)}`, { result: 'approve' });
    expect((await entInfo(token, code(QINCHUAN))).sts?.sts).toBe('SUCCESS');
  });

  it('the seeded customer rejection of 13800000001 has reasons too', async () => {
    const token = await signIn('13800000001');
    const record = await h.call<AuditRecord>('GET', `${P.lastAuditRecord}?entCode=91440115MA59CT7N1F`, undefined, token);
    expect(record.body.data).toMatchObject({ result: 'REJECT_CUSTOMER', reasons: ['上传的营业执照复印件不清晰，请重新扫描后上传'] });
  });
});

describe('administrators', () => {
  const person = { mobile: '13700000888', name: '林晓雪', idNo: '350203199307180466' };

  it('lists the legal person and the administrator, masked', async () => {
    const token = await signIn(EP.administratorVerified);
    const list = await h.call<AdminItem[]>('GET', `${P.adminList}?entCode=${code(DINGSHENG)}`, undefined, token);
    expect(list.body.data).toEqual([
      { mobile: '137****0027', name: '蒋文', idNo: `500${'*'.repeat(11)}${ENTERPRISE_PEOPLE.jiangWen.idNo.slice(-4)}`, role: 'LEGAL_PERSON', addedAt: 0 },
      expect.objectContaining({ mobile: '138****0027', name: '邓超', role: 'ADMINISTRATOR' }),
    ]);
  });

  it('checks and adds a person; refuses a mismatched identity, a duplicate, and an ordinary user', async () => {
    const token = await signIn(EP.submitMaterials);
    const entCode = code(XIANGJIANG);
    expect((await h.call('POST', P.adminCheck, { entCode, ...person }, token)).body.data).toEqual({ allowed: true, registered: false });
    expect((await h.call('POST', P.adminCheck, { entCode, ...person, name: '王小明', idNo: '110101199003070118' }, token)).body).toMatchObject({ code: C.ADMIN_ID_MISMATCH, message: '姓名与身份证号不一致' });
    expect((await h.call('POST', P.adminCheck, { entCode, ...person, idNo: '350203199307180467' }, token)).body.code).toBe(502002);
    expect((await h.call('POST', P.adminCheck, { entCode, ...person, mobile: '12345' }, token)).status).toBe(400);
    const added = await h.call<AdminItem[]>('POST', P.adminAdd, { entCode, ...person }, token);
    expect(added.body.data.map((a) => a.name)).toEqual(['彭丽', '林晓雪']);
    expect((await h.call('POST', P.adminAdd, { entCode, ...person }, token)).body).toMatchObject({ code: C.ADMIN_EXISTS, message: M.adminExists });
    await h.control('POST', `/__mock/accounts/${EP.submitMaterials}/state`, { companies: [{ creditCode: entCode, role: 'ORDINARY' }] });
    expect((await h.call('POST', P.adminCheck, { entCode, ...person, mobile: '13700000889' }, token)).body.code).toBe(C.ADMIN_NOT_ALLOWED);
  });

  it("links the company to a registered user's account when they are added", async () => {
    const token = await signIn(EP.submitMaterials);
    const zhengJie = (await h.control('GET', '/__mock/accounts/13800000014')).json<{ personal: { idName: string; idNo: string } }>().personal;
    const check = await h.call('POST', P.adminCheck, { entCode: code(XIANGJIANG), mobile: '13800000014', name: zhengJie.idName, idNo: zhengJie.idNo }, token);
    expect(check.body.data).toEqual({ allowed: true, registered: true });
    await h.call('POST', P.adminAdd, { entCode: code(XIANGJIANG), mobile: '13800000014', name: zhengJie.idName, idNo: zhengJie.idNo }, token);
    const other = await signIn('13800000014');
    expect((await entInfo(other, code(XIANGJIANG))).role).toBe('ADMINISTRATOR');
  });
});

describe('same company, process instance', () => {
  it('lists other users linked to the company and gives a stable instance id', async () => {
    const admin = await signIn(EP.administratorVerified);
    const zhengJie = (await h.control('GET', '/__mock/accounts/13800000014')).json<{ personal: { idName: string; idNo: string } }>().personal;
    await h.call('POST', P.adminAdd, { entCode: code(DINGSHENG), mobile: '13800000014', name: zhengJie.idName, idNo: zhengJie.idNo }, admin);
    const same = await h.call('GET', `${P.inSameEnt}?entCode=${code(DINGSHENG)}`, undefined, admin);
    expect(same.body.data).toEqual([{ mobile: '138****0014', name: '郑*', role: 'ADMINISTRATOR' }]);
    const inst = await h.call<{ instId: string }>('GET', `${P.instId}?entCode=${code(DINGSHENG)}`, undefined, admin);
    expect(inst.body.data.instId).toBe('INSTEC2026000027');
  });
});

describe('the walk of 13800000020 by method 1', () => {
  it('adds the company, passes ent4, remittance, face, upload and review to SUCCESS', async () => {
    const token = await signIn(EP.legalPersonNoCompany);
    await relate(token, EP.legalPersonNoCompany, YUNFAN, { productKey: 'twogold' });
    await fourFactor(token, YUNFAN);
    const applied = await applyRemittance(token, YUNFAN);
    expect((await h.call('POST', P.smallAmountVerify, { entCode: code(YUNFAN), amount: applied.amount }, token)).body.code).toBe(200);
    await h.call('POST', AUTH_PATHS.face, { scene: 'legalPerson', entCode: code(YUNFAN) }, token);
    await h.control('POST', '/__mock/face/latest', { pass: true });
    const required = (await h.call<MaterialRequirementsAnswer>('GET', `${P.submitMaterial}?entCode=${code(YUNFAN)}`, undefined, token)).body.data.required;
    const files = [];
    for (const item of required) files.push({ code: item.code, fileId: (await upload(token, PDF, `${item.code}.pdf`)).fileId });
    expect((await h.call('POST', P.submitMaterial, { entCode: code(YUNFAN), files }, token)).body.code).toBe(200);
    await h.control('POST', `/__mock/review/${code(YUNFAN)}`, { result: 'approve' });
    const info = await entInfo(token, code(YUNFAN));
    expect(info.sts).toEqual({ sts: 'SUCCESS', subSts: 'WISH_FINISH' });
    expect(info.factors).toMatchObject({ ent4: { sts: 'SUCCESS' }, entSmallAmt: { sts: 'SUCCESS' }, livingFace: { sts: 'SUCCESS' }, submitMaterials: { sts: 'SUCCESS' } });
  });
});
