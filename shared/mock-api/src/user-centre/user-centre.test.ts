import { AUTH_PATHS, USER_CENTRE_PATHS as P, type ContractDetail, type ContractPage, type DownloadFile, type FileAuthUrl, type LoginRecord } from '@portal/core';
import { type Harness, startHarness } from '../test-client';
import { UC_CODES } from './routes';

const ONE = '13800000000';
const THREE = '13800000001';

describe('user centre mock', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.app.close();
  });

  const list = async (token: string, query: string) => (await h.call<ContractPage>('GET', `${P.contractList}?${query}`, undefined, token)).body;

  it('gives 13800000000 enterprise and personal contracts to sign, with counts, paging and filters', async () => {
    const token = await h.smsLogin(ONE);
    const all = await list(token, 'scope=enterprise&pageNum=1&pageSize=2');
    expect(all.data.counts).toEqual({ TO_SIGN: 3, SIGNED: 1, EXPIRED: 0, REJECTED: 0 });
    expect(all.data.total).toBe(4);
    expect(all.data.records).toHaveLength(2);
    const toSign = await list(token, 'scope=enterprise&status=TO_SIGN&pageNum=1&pageSize=10');
    expect(toSign.data.records.map((c) => c.status)).toEqual(['TO_SIGN', 'TO_SIGN', 'TO_SIGN']);
    const person = await list(token, 'scope=person&status=TO_SIGN');
    expect(person.data.total).toBe(1);
    const future = await list(token, 'scope=enterprise&from=2030-01-01');
    expect(future.data.total).toBe(0);
  });

  it('gives 13800000001 contracts in every state across its companies', async () => {
    const token = await h.smsLogin(THREE);
    const first = await list(token, 'scope=enterprise');
    expect(first.data.counts).toEqual({ TO_SIGN: 1, SIGNED: 1, EXPIRED: 1, REJECTED: 0 });
    const person = await list(token, 'scope=person');
    expect(person.data.counts).toEqual({ TO_SIGN: 1, SIGNED: 1, EXPIRED: 1, REJECTED: 1 });
  });

  it('signs a contract after the SMS code sent to the signer, places the seal and lets the signed PDF be downloaded', async () => {
    const token = await h.smsLogin(ONE);
    const id = 'HT00E101';
    const sent = await h.call<string>('POST', P.contractSignSms, { id }, token);
    expect(sent.body.code).toBe(200);
    const { code } = (await h.control('GET', `/__mock/sms/${ONE}`)).json<{ code: string }>();
    const wrong = await h.call('POST', P.contractSign, { id, verifyType: 'sms', smsCode: code === '000000' ? '111111' : '000000', smsToken: sent.body.data }, token);
    expect(wrong.body.message).toMatch('短信验证码错误');
    const signed = await h.call<{ seal: string }>('POST', P.contractSign, { id, verifyType: 'sms', smsCode: code, smsToken: sent.body.data }, token);
    expect(signed.body.code).toBe(200);
    expect(signed.body.data.seal).toBe('上海浦江供应链管理有限公司（电子签章）');

    const detail = (await h.call<ContractDetail>('GET', `${P.contractDetail}?id=${id}`, undefined, token)).body.data;
    expect(detail.status).toBe('SIGNED');
    expect(detail.history.at(-1)?.action).toBe('短信验证意愿后签署合同');
    const again = await h.call('POST', P.contractSignSms, { id }, token);
    expect(again.body.code).toBe(UC_CODES.CONTRACT_NOT_SIGNABLE);

    const files = (await h.call<DownloadFile[]>('GET', P.downloadList, undefined, token)).body.data;
    expect(files.map((f) => f.fileKey)).toContain(detail.fileKey);
    const link = await h.call<FileAuthUrl>('POST', P.fileAuthUrl, { fileKey: detail.fileKey, expires: 36000000 }, token);
    const pdf = await h.app.inject({ method: 'GET', url: link.body.data.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.body).toContain('/STSong-Light');
    h.advance(36000000);
    expect((await h.app.inject({ method: 'GET', url: link.body.data.url })).statusCode).toBe(410);
  });

  describe('the download centre follows the account', () => {
    const files = async (token: string) => (await h.call<DownloadFile[]>('GET', P.downloadList, undefined, token)).body.data;

    it('offers 13800000002, its company still in authentication, no loan voucher or statement', async () => {
      const company = { creditCode: '91330106MA2H7Y3KXQ', companyName: '杭州西湖云帆科技有限公司', sts: 'PROCESSING', subSts: 'ENT_4_FINISH', authMethod: 1 };
      expect((await h.control('POST', '/__mock/accounts/13800000002/state', { companies: [company] })).statusCode).toBe(200);
      const token = await h.smsLogin('13800000002');
      expect(await files(token)).toEqual([]);
      const refused = await h.call('POST', P.fileAuthUrl, { fileKey: `voucher/${company.creditCode}.pdf`, expires: 36000000 }, token);
      expect(refused.body.code).toBe(UC_CODES.FILE_NOT_FOUND);
    });

    it("gives a financed company (a signed contract) its voucher and statement, under their own names; 13800000001's companies without one have none", async () => {
      const one = await files(await h.smsLogin(ONE));
      expect(one.map((f) => f.name).sort()).toEqual(['上海浦江供应链管理有限公司对账单.pdf', '上海浦江供应链管理有限公司放款凭证.pdf', '保理融资框架协议（ZC-2026-HT00E104）.pdf'].sort());
      const three = await files(await h.smsLogin(THREE));
      // 深圳前海 (authenticated, contracts signed) has loan documents; 广州南沙 (authenticating) and the individual business do not.
      expect(three.filter((f) => f.kind !== 'contract').map((f) => f.name).sort()).toEqual(['深圳前海鑫源贸易有限公司对账单.pdf', '深圳前海鑫源贸易有限公司放款凭证.pdf']);
    });

    it('a file saves under its own name, not its file key', async () => {
      const token = await h.smsLogin(ONE);
      for (const file of await files(token)) {
        const link = await h.call<FileAuthUrl>('POST', P.fileAuthUrl, { fileKey: file.fileKey, expires: 36000000 }, token);
        const answer = await h.app.inject({ method: 'GET', url: link.body.data.url });
        const disposition = answer.headers['content-disposition'] as string;
        const saved = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
        expect({ fileKey: file.fileKey, saved }).toEqual({ fileKey: file.fileKey, saved: file.name });
      }
    });
  });

  it('signs with a passed face check of scene contract for that contract, once', async () => {
    const token = await h.smsLogin(ONE);
    const id = 'HT00E102';
    const start = async (contractId: string) => (await h.call<{ faceId: string }>('POST', AUTH_PATHS.face, { scene: 'contract', contractId }, token)).body.data.faceId;
    const sign = async (faceId: string) => (await h.call<{ seal: string }>('POST', P.contractSign, { id, verifyType: 'face', faceId }, token)).body;

    const waiting = await start(id);
    expect((await sign(waiting)).code).toBe(UC_CODES.FACE_NOT_PASSED);
    await h.control('POST', '/__mock/face/latest', { pass: true });
    const other = await start('HT00E103');
    await h.control('POST', '/__mock/face/latest', { pass: true });
    expect((await sign(other)).code).toBe(UC_CODES.FACE_NOT_PASSED);

    const signed = await sign(waiting);
    expect(signed.code).toBe(200);
    expect(signed.data.seal).toBe('上海浦江供应链管理有限公司（电子签章）');
    const detail = (await h.call<ContractDetail>('GET', `${P.contractDetail}?id=${id}`, undefined, token)).body.data;
    expect(detail.history.at(-1)?.action).toBe('刷脸验证意愿后签署合同');
    expect((await sign(waiting)).code).toBe(UC_CODES.CONTRACT_NOT_SIGNABLE);
  });

  it('refuses a foreign or unknown file with the silent 1004002', async () => {
    const token = await h.smsLogin(THREE);
    const answer = await h.call('GET', `${P.fileAuthUrl}?fileKey=contract/HT00E101.pdf`, undefined, token);
    expect(answer.body.code).toBe(1004002);
  });

  it('refuses a locked contract, naming the holder, until it is released', async () => {
    const token = await h.smsLogin(ONE);
    const locked = await h.control('POST', '/__mock/contracts/HT00E102/lock', { holder: '王经理' });
    expect(locked.statusCode).toBe(200);
    const detail = (await h.call<ContractDetail>('GET', `${P.contractDetail}?id=HT00E102`, undefined, token)).body.data;
    expect(detail.lockedBy).toBe('王经理');
    const refused = await h.call('POST', P.contractSignSms, { id: 'HT00E102' }, token);
    expect(refused.body).toMatchObject({ code: UC_CODES.CONTRACT_LOCKED, message: '该合同正由王经理签署中，暂不能签署，请待其完成后再试' });
    await h.app.inject({ method: 'DELETE', url: '/__mock/contracts/HT00E102/lock' });
    expect((await h.call('POST', P.contractSignSms, { id: 'HT00E102' }, token)).body.code).toBe(200);
    expect((await h.control('POST', '/__mock/contracts/NOPE/lock', { holder: 'x' })).statusCode).toBe(404);
  });

  it('binds an e-mail with the code sent to it', async () => {
    const token = await h.smsLogin(ONE);
    expect((await h.call('GET', P.email, undefined, token)).body.data).toEqual({ email: null });
    await h.call('POST', P.emailCode, { email: 'zw@example.com' }, token);
    const { code } = (await h.control('GET', '/__mock/mail/zw@example.com')).json<{ code: string }>();
    const wrong = await h.call('POST', P.email, { email: 'zw@example.com', code: code === '000000' ? '111111' : '000000' }, token);
    expect(wrong.body.message).toBe('邮箱验证码错误');
    const bound = await h.call('POST', P.email, { email: 'zw@example.com', code }, token);
    expect(bound.body.code).toBe(200);
    expect((await h.call('GET', P.email, undefined, token)).body.data).toEqual({ email: 'zw@example.com' });
  });

  it('lists live sessions first in the login history, and logoutAll ends them', async () => {
    const first = await h.smsLogin(ONE);
    const second = await h.smsLogin(ONE);
    const history = (await h.call<LoginRecord[]>('GET', P.loginHistory, undefined, second)).body.data;
    expect(history.filter((r) => r.current)).toHaveLength(1);
    expect(history.length).toBe(4);
    await h.call('POST', P.logoutAll, undefined, second);
    expect((await h.call('GET', P.email, undefined, first)).status).toBe(401);
  });

  it('goes back to the seed on reset', async () => {
    const token = await h.smsLogin(ONE);
    await h.control('POST', '/__mock/contracts/HT00E101/lock', { holder: '王经理' });
    await h.control('POST', '/__mock/reset');
    const again = await h.smsLogin(ONE);
    expect(token).not.toBe(again);
    const detail = (await h.call<ContractDetail>('GET', `${P.contractDetail}?id=HT00E101`, undefined, again)).body.data;
    expect(detail.lockedBy).toBeNull();
  });

  it('reveals the personal information only after the SMS code, and answers the company for the enterprise tab', async () => {
    const token = await h.smsLogin(ONE);
    const smsToken = (await h.call<string>('POST', P.revealSms, {}, token)).body.data;
    const { code } = (await h.control('GET', `/__mock/sms/${ONE}`)).json<{ code: string }>();
    const refused = await h.call('POST', P.reveal, { smsCode: code === '000000' ? '111111' : '000000', smsToken }, token);
    expect(refused.body.message).toMatch('短信验证码错误');
    const revealed = await h.call<{ realName: string; idNo: string; mobile: string }>('POST', P.reveal, { smsCode: code, smsToken }, token);
    expect(revealed.body.data).toMatchObject({ realName: '张伟', mobile: ONE });
    expect(revealed.body.data.idNo).toMatch(/^310115/);
    const ent = (await h.call<{ entName: string; frName: string }>('GET', P.entInfo, undefined, token)).body.data;
    expect(ent).toMatchObject({ entName: '上海浦江供应链管理有限公司', frName: '张伟' });
  });

  it('names the administrator by the authenticated name, never the masked mobile, and says an expired authentication is EXPIRED', async () => {
    const token = await h.smsLogin(ONE);
    await h.control('POST', `/__mock/accounts/${ONE}/state`, { personal: { idName: '林晓雪', idNo: '350203199307180466', factors: { personal2: 'SUCCESS', telecomOperators3: 'SUCCESS', livingFace: 'SUCCESS' } } });
    const ent = () => h.call<{ administrators: string[]; authState: string | null; creditCode: string }>('GET', P.entInfo, undefined, token);
    const before = (await ent()).body.data;
    expect(before).toMatchObject({ administrators: ['林晓雪'], authState: 'SUCCESS' });
    await h.control('POST', `/__mock/accounts/${ONE}/state`, { companies: [{ creditCode: before.creditCode, sts: 'EXPIRED', subSts: null }] });
    expect((await ent()).body.data.authState).toBe('EXPIRED');
  });
});
