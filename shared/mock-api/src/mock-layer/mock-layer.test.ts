import { PNG } from 'pngjs';
import { API_BASE_PATH } from '@portal/core/protocol';
import { type Harness, startHarness } from '../test-client';
import { OPENAPI_PATH } from '../app';
import { DASH, DICT, IFPC, type MockEnvelope } from './routes';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each row reads the shape of its own call's data
type Row = readonly [method: 'GET' | 'POST', path: string, body: unknown, check: (data: any) => void];

const records = (list: unknown, keys: readonly string[]): void => {
  expect(Array.isArray(list) && list.length > 0).toBe(true);
  for (const record of list as Record<string, unknown>[]) expect(Object.keys(record)).toEqual(expect.arrayContaining([...keys]));
};

/** Every call of the spec's mock layer (001 section 7), its body and what its data must hold. */
const CALLS: readonly Row[] = [
  ['GET', `${IFPC}/login/img-verify-code`, undefined, (data) => {
    expect(data.imgId).toMatch(/^IMG[0-9a-f]{32}$/);
    expect(data.imgBase64).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from(data.imgBase64.split(',')[1], 'base64'));
    expect([png.width, png.height]).toEqual([100, 30]);
  }],
  ['GET', `${IFPC}/login/slide-verify-code`, undefined, (data) => {
    const png = PNG.sync.read(Buffer.from(data.originalImageBase64, 'base64'));
    expect([png.width, png.height]).toEqual([310, 155]);
    expect(data.token).toEqual(expect.any(String));
  }],
  ['POST', `${IFPC}/login/slide-verify-code/checke`, { token: 'any', point: { x: 1, y: 1 } }, (data) => expect(data).toBe(true)],
  ['POST', `${IFPC}/login/login`, { username: 'admin', password: 'x', imgId: 'IMG1', imgCode: 'ABCD' }, (data) => {
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ realName: '林晓雪' });
    expect(data.roles).toEqual([{ roleId: 1, roleName: '管理员' }, { roleId: 2, roleName: '业务员' }]);
    expect(data.menus.map((m: { path: string }) => m.path)).toEqual(['/dashboard', '/components', '/user-manage']);
  }],
  ['POST', `${IFPC}/operate-role`, { roleId: 2 }, (data) => {
    expect(data).toMatchObject({ roleId: 2, roleName: '业务员' });
    expect(data.menus.map((m: { path: string }) => m.path)).toEqual(['/dashboard', '/components']);
    expect(data.menus[0]).toMatchObject({ roleId: 2, hidden: false, meta: { title: '工作台' }, children: [{ path: '/dashboard/view1' }] });
  }],
  ['POST', `${IFPC}/whiteList/list`, { pageNum: 1 }, (data) => {
    expect(data).toMatchObject({ total: 47, pageNum: 1, pageSize: 10 });
    expect(data.list).toHaveLength(10);
    records(data.list, ['mobileNo', 'realName', 'creditCode', 'status', 'applySum', 'statusName']);
    expect(data.list[0].creditCode).toMatch(/^91\d{6}[0-9A-Z]{10}$/);
  }],
  ['GET', `${IFPC}/fileCommon/downloadFileByObsKey?obsKey=obs/idcard/U202600000001/front.png`, undefined, (data) => {
    expect(data).toMatchObject({ contentType: 'image/png', fileName: 'id-card-front.png' });
    expect(PNG.sync.read(Buffer.from(data.fileBase64, 'base64')).width).toBeGreaterThan(100);
  }],
  ['GET', `${IFPC}/user`, undefined, (data) => {
    expect(data).toMatchObject({ realName: '林晓雪', mobileNo: '13800138000', idNo: '350203199307180466', threeStatus: '1', faceStatus: '1' });
    expect(data.idCardFrontFile.obsKey).toMatch(/^obs\//);
    records(data.companyAuthOutDTOList, ['companyName', 'creditCode', 'authStatus']);
  }],
  ['GET', `${IFPC}/enum/enum`, undefined, (data) => {
    expect(data.companyStatus.options.map((o: { code: string }) => o.code)).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)));
    expect(data.userRole.options).toEqual([{ code: '1', desc: '管理员' }, { code: '2', desc: '业务员' }]);
    expect(data.userStatus.options).toEqual([{ code: '0', desc: '启用' }, { code: '1', desc: '关闭' }, { code: '2', desc: '未激活' }]);
    expect(data.authStatus.options.map((o: { code: string }) => o.code)).toEqual(['0', '1', '2']);
    expect(data.warningLevel.options.map((o: { code: string }) => o.code)).toEqual(['1', '2', '3', '4']);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['billStatus', 'creditApplyStatus', 'withdrawalState', 'loanReceiptStatus', 'roleType', 'contractType', 'guaranteeType', 'moneyType', 'signStatus', 'frozenStatus']));
  }],
  ['GET', `${DASH}/factoringIndex/getPieChart`, undefined, (data) => {
    records(data.acceptors, ['entName', 'amount']);
    records(data.loanRecipients, ['entName', 'amount']);
  }],
  ['GET', `${DASH}/financierIndex/getBarChartData?dimension=month`, undefined, (data) => {
    expect(data.list).toHaveLength(12);
    expect(data.list[11]).toMatchObject({ date: '2026-03', count: expect.any(Number), amount: expect.any(Number) });
  }],
  ['GET', `${DASH}/financierIndex/getBarChartData`, undefined, (data) => {
    expect(data.list.map((d: { date: string }) => d.date)).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
  }],
  ['GET', `${DASH}/backlog/backList`, undefined, (data) => {
    records(data.list, ['messageId', 'messageContent', 'linkUrl', 'lastUpdTime', 'businessNo', 'messageStatus', 'roleId']);
    expect(data.list[0].linkUrl).toBe('/factoring-contract-sign/detail?id=1000');
    expect(data.list[1].linkUrl).toBe('/factoring-business-receivable/contract-upload-detail?id=1037');
  }],
  ['POST', `${DICT}/getDropDownByTypeCodes`, { typeCodes: ['userStatus', 'nosuch'] }, (data) => {
    expect(data).toEqual({ userStatus: [{ code: '0', desc: '启用' }, { code: '1', desc: '关闭' }, { code: '2', desc: '未激活' }], nosuch: [] });
  }],
  ['GET', `${DICT}/getDropDownByParentType?parentType=02`, undefined, (data) => {
    expect(data[0]).toEqual({ code: '0201', desc: '住宅', parentType: '02' });
  }],
  ['GET', `${DICT}/getAreaData`, undefined, (data) => expect(data).toContainEqual({ code: '330000', desc: '浙江省', level: 'province', parentCode: null })],
  ['GET', `${DICT}/getAreaData?parentCode=330000`, undefined, (data) => expect(data).toContainEqual({ code: '330100', desc: '杭州市', level: 'city', parentCode: '330000' })],
  ['GET', `${DICT}/getAreaData?parentCode=330100`, undefined, (data) => expect(data).toContainEqual({ code: '330106', desc: '西湖区', level: 'district', parentCode: '330100' })],
  ['GET', `${DICT}/mapData`, undefined, (data) => records(data, ['code', 'name', 'value', 'amount'])],
];

describe('the mock layer (spec 001 section 7)', () => {
  it.each(CALLS)('%s %s answers the mock envelope with its data', async (method, path, body, check) => {
    const answer = await h.call<unknown>(method, path, body);
    expect(answer.status).toBe(200);
    const envelope = answer.body as unknown as MockEnvelope<unknown>;
    expect(envelope).toMatchObject({ isOk: true, code: 200, message: path.split('?')[0] });
    check(envelope.data);
  });

  it('pages the white list 10 at a time and filters it', async () => {
    const page = async (body: object) => (await h.call<{ list: { id: string; status: string }[]; total: number }>('POST', `${IFPC}/whiteList/list`, body)).body.data;
    const first = await page({ pageNum: 1 });
    const second = await page({ pageNum: 2 });
    expect(second.list).toHaveLength(10);
    expect(second.list[0].id).not.toBe(first.list[0].id);
    expect((await page({ pageNum: 5 })).list).toHaveLength(7);
    const waiting = await page({ pageNum: 1, status: 0 });
    expect(waiting.total).toBeLessThan(47);
    expect(waiting.list.every((r) => r.status === '0')).toBe(true);
  });

  it('keeps the portal\'s option list when enum/enum comes with a code', async () => {
    const answer = await h.call<{ value: string; name: string }[]>('GET', `${IFPC}/enum/enum?code=entType`);
    expect(answer.body).toMatchObject({ code: 200, success: true });
    expect(answer.body.data[0]).toEqual({ value: '1', name: '一般企业' });
  });

  it('refuses an unsigned call like every other call', async () => {
    const answer = await h.app.inject({ method: 'GET', url: `${API_BASE_PATH}${IFPC}/user` });
    expect(answer.statusCode).toBe(400);
  });

  it('is listed in the OpenAPI document under the tag mock-layer', async () => {
    const doc = (await h.control('GET', OPENAPI_PATH)).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    for (const [method, path] of CALLS) {
      const operation = doc.paths[`${API_BASE_PATH}${path.split('?')[0]}`]?.[method.toLowerCase()];
      expect({ path, tags: operation?.tags }).toEqual({ path, tags: expect.arrayContaining([path.includes('enum/enum') ? 'auth' : 'mock-layer']) });
    }
  });
});
