import { API_BASE_PATH, buildSignedRequest } from '@portal/core/protocol';
import { PNG } from 'pngjs';
import { type Harness, startHarness } from '../test-client';
import { CMS_BASE, TREASURY_BASE, type Page } from './content';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.app.close();
});

/** A signed GET of a file: the answer is the file itself, not an envelope. */
async function getFile(file: string) {
  const path = `${TREASURY_BASE}/file/${file}`;
  const signed = buildSignedRequest({ method: 'GET', path, now: h.now() });
  return h.app.inject({ method: 'GET', url: `${API_BASE_PATH}${path}`, headers: signed.headers });
}

interface NewsSummary {
  id: string;
  title: string;
  category: string;
  categoryName: string;
  publishDate: string;
}

describe('news', () => {
  it('pages the listed news, newest first, without the QA fixture', async () => {
    const first = await h.call<Page<NewsSummary>>('GET', `${CMS_BASE}/news/list?pageNum=1&pageSize=6`);
    expect(first.body.data.total).toBe(14);
    expect(first.body.data.list).toHaveLength(6);
    const last = await h.call<Page<NewsSummary>>('GET', `${CMS_BASE}/news/list?pageNum=3&pageSize=6`);
    expect(last.body.data.list).toHaveLength(2);
    const dates = first.body.data.list.map((n) => n.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.body.data.list.every((n) => !('content' in n))).toBe(true);
    const all = await h.call<Page<NewsSummary>>('GET', `${CMS_BASE}/news/list?pageSize=50`);
    expect(all.body.data.list.map((n) => n.id)).not.toContain('qa-hostile');
  });

  it('filters by category', async () => {
    const notices = await h.call<Page<NewsSummary>>('GET', `${CMS_BASE}/news/list?category=notice&pageSize=50`);
    expect(notices.body.data.total).toBeGreaterThan(0);
    expect(notices.body.data.list.every((n) => n.categoryName === '平台公告')).toBe(true);
    expect((await h.call('GET', `${CMS_BASE}/news/list?category=gossip`)).status).toBe(400);
  });

  it('gives an article with its neighbours, and 404 for an unknown one', async () => {
    const article = await h.call<{ title: string; content: string; newer: null | { id: string }; older: null | { id: string } }>(
      'GET',
      `${CMS_BASE}/news/detail?id=n2025110801`,
    );
    expect(article.body.data.content).toContain('<p>');
    expect(article.body.data.newer?.id).toBe('n2025112001');
    expect(article.body.data.older?.id).toBe('n2025102801');
    const missing = await h.call('GET', `${CMS_BASE}/news/detail?id=nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('资讯不存在或已下线');
  });

  it('serves the hostile QA fixture by id for the sanitiser checks', async () => {
    const fixture = await h.call<{ content: string }>('GET', `${CMS_BASE}/news/detail?id=qa-hostile`);
    expect(fixture.body.data.content).toContain('<script>');
    const rich = await h.call<{ content: string }>('GET', `${CMS_BASE}/rich/detail?id=qa-hostile`);
    expect(rich.body.data.content).toContain('onerror');
  });
});

describe('products', () => {
  it('lists the nine products and gives each one its facts', async () => {
    const list = await h.call<{ key: string; name: string }[]>('GET', `${CMS_BASE}/product/list`);
    expect(list.body.data.map((p) => p.key).sort()).toEqual(
      ['bill', 'factoring', 'foreignTrade', 'huafubao', 'orderCredit', 'orderProtection', 'smallsupply', 'twogold', 'winnings'].sort(),
    );
    for (const { key } of list.body.data) {
      const facts = await h.call<{ intro: string; audience: string[]; steps: unknown[]; documents: string[] }>('GET', `${CMS_BASE}/product/detail?key=${key}`);
      expect(facts.body.data.intro.length).toBeGreaterThan(20);
      expect(facts.body.data.audience.length).toBeGreaterThan(0);
      expect(facts.body.data.steps.length).toBeGreaterThanOrEqual(4);
      expect(facts.body.data.documents.length).toBeGreaterThan(0);
    }
    expect((await h.call('GET', `${CMS_BASE}/product/detail?key=gold`)).status).toBe(404);
  });
});

describe('treasury', () => {
  interface Row {
    applicationNo: string;
    entName: string;
    contactMobile: string;
    status: string;
    submittedAt: string;
  }

  it('pages and filters the applications, masking who applied', async () => {
    const page = await h.call<Page<Row>>('GET', `${TREASURY_BASE}/application/list?pageNum=2&pageSize=10`);
    expect(page.body.data).toMatchObject({ total: 28, pageNum: 2, pageSize: 10 });
    expect(page.body.data.list[0].entName).toMatch(/\*{4}/);
    expect(page.body.data.list[0].contactMobile).toMatch(/^139\*{4}\d{4}$/);
    const signed = await h.call<Page<Row>>('GET', `${TREASURY_BASE}/application/list?status=SIGNED&pageSize=50`);
    expect(signed.body.data.list.every((r) => r.status === 'SIGNED')).toBe(true);
    const november = await h.call<Page<Row>>('GET', `${TREASURY_BASE}/application/list?startDate=2025-11-01&endDate=2025-11-30&pageSize=50`);
    expect(november.body.data.total).toBeGreaterThan(0);
    expect(november.body.data.list.every((r) => r.submittedAt >= '2025-10-31T16:00:00.000Z')).toBe(true);
    const byNo = await h.call<Page<Row>>('GET', `${TREASURY_BASE}/application/list?keyword=${page.body.data.list[0].applicationNo}`);
    expect(byNo.body.data.total).toBe(1);
    expect((await h.call('GET', `${TREASURY_BASE}/application/list?startDate=yesterday`)).status).toBe(400);
  });

  it('takes an application, shows it first, and forgets it on reset', async () => {
    const body = {
      entName: '上海浦江供应链管理有限公司',
      creditCode: '91310115MA1FL3XK9D',
      contactName: '张伟',
      contactMobile: '13800000000',
      demands: ['资金归集', '资金计划'],
      fundScale: '1 - 10 亿元',
    };
    const created = await h.call<{ applicationNo: string; status: string }>('POST', `${TREASURY_BASE}/application`, body);
    expect(created.body.code).toBe(200);
    expect(created.body.data.status).toBe('SUBMITTED');
    const detail = await h.call<Row>('GET', `${TREASURY_BASE}/application/detail?applicationNo=${created.body.data.applicationNo}`);
    expect(detail.body.data).toMatchObject({ entName: body.entName, contactMobile: '138****0000', status: 'SUBMITTED' });
    const list = await h.call<Page<Row>>('GET', `${TREASURY_BASE}/application/list`);
    expect(list.body.data.total).toBe(29);
    expect(list.body.data.list[0].applicationNo).toBe(created.body.data.applicationNo);
    await h.control('POST', '/__mock/reset');
    expect((await h.call<Page<Row>>('GET', `${TREASURY_BASE}/application/list`)).body.data.total).toBe(28);
  });

  it('refuses an application with a wrong credit code, mobile or option', async () => {
    const good = { entName: '测试企业有限公司', creditCode: '91310115MA1FL3XK9D', contactName: '王', contactMobile: '13800000000', demands: ['账户管理'], fundScale: '1 亿元以下' };
    expect((await h.call('POST', `${TREASURY_BASE}/application`, { ...good, creditCode: '91310115MA1FL3XK9X' })).body.message).toBe('请输入正确的统一社会信用代码');
    expect((await h.call('POST', `${TREASURY_BASE}/application`, { ...good, contactMobile: '12345678901' })).body.message).toBe('请输入正确的手机号');
    expect((await h.call('POST', `${TREASURY_BASE}/application`, { ...good, demands: ['炒股'] })).status).toBe(400);
  });

  it('serves a real PDF, PNG and MP4, and 404 for a missing file', async () => {
    const pdf = await getFile('treasury-brochure.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.rawPayload.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    expect(text).toContain('/Count 2');

    const png = await getFile('treasury-overview.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(PNG.sync.read(png.rawPayload).width).toBe(640);

    const mp4 = await getFile('treasury-intro.mp4');
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const missing = await getFile('no-such-file.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, message: '文件不存在或已被删除' });
  });

  it('lists the templates with their sizes', async () => {
    const templates = await h.call<{ file: string; size: number }[]>('GET', `${TREASURY_BASE}/templates`);
    expect(templates.body.data.map((t) => t.file)).toContain('fund-plan-template.csv');
    expect(templates.body.data.every((t) => t.size > 0)).toBe(true);
  });
});
