/**
 * Content of the public pages: news, rich-text documents, product facts, and the treasury front
 * pages (product, templates, applications, files to preview). Visitors read all of it without a
 * session. Seed data lives in ../content/.
 */
import {
  chinaDate,
  isMobile,
  isValidCreditCode,
  maskPhone,
  type ApplicationReceipt,
  type ApplicationRow,
  type NewsArticle as NewsArticleAnswer,
  type NewsSummary,
  type Page,
  type ProductFacts,
  type ProductSummary,
  type RichDocument,
  type TreasuryFileInfo,
  type TreasuryProduct,
  validationMessages,
} from '@portal/core';
import type { RouteContext } from '../context';
import { BizCode, bizError, httpError, ok } from '../envelope';
import type { MockState } from '../state';
import type { ApplicationStore } from '../world-records';
import {  rawResponse, route, type MockServer } from '../route';
import { NEWS, NEWS_CATEGORY_NAMES, findArticle, type NewsArticle } from '../content/news';
import { PRODUCTS, findProduct } from '../content/products';
import { findRichDocument } from '../content/rich';
import {
  APPLICATION_STATUS_NAMES,
  TEMPLATE_FILES,
  TREASURY_FILES,
  TREASURY_PRODUCT,
  findTreasuryFile,
  seedApplications,
  type TreasuryApplication,
} from '../content/treasury';

export const CMS_BASE = '/cms/v1/api';
/** Treasury calls are exempt from payload encryption (PROTOCOL.md), so uploads and files stay plain. */
export const TREASURY_BASE = '/treasury/v1';


export type { Page };

const cms = ['content'];
const treasury = ['treasury'];

function paginate<T>(items: readonly T[], pageNum = 1, pageSize = 10): Page<T> {
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, pageNum, pageSize };
}

const summaryOf = ({ content: _content, unlisted: _unlisted, ...summary }: NewsArticle) => ({ ...summary, categoryName: NEWS_CATEGORY_NAMES[summary.category] });

/** Masks the middle of a company name for the public application list: 华东精工****有限公司. */
function maskCompany(name: string): string {
  const suffix = /(集团股份有限公司|集团有限公司|股份有限公司|有限公司)$/.exec(name)?.[0] ?? '';
  const core = name.slice(0, name.length - suffix.length);
  return `${core.slice(0, Math.min(4, Math.max(1, core.length - 2)))}****${suffix}`;
}

function publicApplication(a: TreasuryApplication) {
  return {
    applicationNo: a.applicationNo,
    entName: maskCompany(a.entName),
    contactName: a.contactName,
    contactMobile: maskPhone(a.contactMobile),
    demands: a.demands,
    fundScale: a.fundScale,
    status: a.status,
    statusName: APPLICATION_STATUS_NAMES[a.status],
    submittedAt: a.submittedAt,
    updatedAt: a.updatedAt,
  };
}

function applicationStore(state: MockState): ApplicationStore {
  state.applications ??= { applications: seedApplications(), sequence: 0 };
  return state.applications;
}


export function contentRoutes(api: MockServer, { state }: RouteContext): void {
  // --- news and rich text -----------------------------------------------------------------------

  api.get(
    `${CMS_BASE}/news/list`,
    {
      schema: route({
        call: 'newsList',
        summary: 'A page of news, newest first',
        tags: cms,
      }),
    },
    async (request) => {
      const { pageNum, pageSize, category } = request.query;
      const listed = NEWS.filter((a) => !a.unlisted && (!category || a.category === category));
      return ok<Page<NewsSummary>>(paginate(listed.map(summaryOf), pageNum, pageSize));
    },
  );

  api.get(
    `${CMS_BASE}/news/detail`,
    { schema: route({ call: 'newsDetail', summary: 'One article with its neighbours', tags: cms }) },
    async (request) => {
      const article = findArticle(request.query.id);
      if (!article) throw httpError(404, '资讯不存在或已下线');
      const listed = NEWS.filter((a) => !a.unlisted);
      const index = listed.findIndex((a) => a.id === article.id);
      const neighbour = (i: number) => (i >= 0 && i < listed.length ? { id: listed[i].id, title: listed[i].title } : null);
      return ok<NewsArticleAnswer>({
        ...summaryOf(article),
        content: article.content,
        // Newer is earlier in the list.
        newer: index === -1 ? null : neighbour(index - 1),
        older: index === -1 ? null : neighbour(index + 1),
      });
    },
  );

  api.get(
    `${CMS_BASE}/rich/detail`,
    { schema: route({ call: 'richDetail', summary: 'A rich-text document (about, agreements)', tags: cms }) },
    async (request) => {
      const document = findRichDocument(request.query.id);
      if (!document) throw httpError(404, '内容不存在或已下线');
      return ok<RichDocument>(document);
    },
  );

  // --- products ---------------------------------------------------------------------------------

  api.get(`${CMS_BASE}/product/list`, { schema: route({ call: 'productList', summary: 'Every product, short', tags: cms }) }, async () =>
    ok<ProductSummary[]>(PRODUCTS.map(({ key, name, productId, group, tagline }) => ({ key, name, productId, group, tagline }))),
  );

  api.get(
    `${CMS_BASE}/product/detail`,
    { schema: route({ call: 'productDetail', summary: "A product's page content", tags: cms }) },
    async (request) => {
      const product = findProduct(request.query.key);
      if (!product) throw httpError(404, '产品不存在');
      return ok<ProductFacts>(product);
    },
  );

  // --- treasury ---------------------------------------------------------------------------------

  api.get(`${TREASURY_BASE}/product`, { schema: route({ call: 'treasuryProduct', summary: 'The treasury product page', tags: treasury }) }, async () =>
    ok<TreasuryProduct>(TREASURY_PRODUCT),
  );

  api.get(`${TREASURY_BASE}/templates`, { schema: route({ call: 'treasuryTemplates', summary: 'Downloadable templates', tags: treasury }) }, async () =>
    ok<TreasuryFileInfo[]>(
      TEMPLATE_FILES.map((name) => {
        const file = findTreasuryFile(name);
        if (!file) throw new Error(`template ${name} is not a treasury file`);
        return { file: file.file, title: file.title, description: file.description, contentType: file.contentType, size: file.body().length };
      }),
    ),
  );

  api.get(`${TREASURY_BASE}/files`, { schema: route({ call: 'treasuryFiles', summary: 'Previewable files', tags: treasury }) }, async () =>
    ok<TreasuryFileInfo[]>(TREASURY_FILES.map(({ file, title, description, contentType }) => ({ file, title, description, contentType }))),
  );

  const fileSchema = route({
    call: 'treasuryFile',
    summary: 'One file, inline (404 envelope if missing)',
    tags: treasury,
    response: rawResponse(['application/pdf', 'image/png', 'image/jpeg', 'video/mp4', 'text/csv', 'application/octet-stream'], 'the file'),
  });
  api.get(`${TREASURY_BASE}/file/:file`, { schema: fileSchema }, async (request, reply) => {
    const file = findTreasuryFile(request.params.file);
    if (!file) throw httpError(404, '文件不存在或已被删除');
    const body = file.body();
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', String(body.length))
      .header('Content-Disposition', `inline; filename="${file.file}"; filename*=UTF-8''${encodeURIComponent(file.title)}${file.file.slice(file.file.lastIndexOf('.'))}`)
      .send(body);
  });

  api.get(
    `${TREASURY_BASE}/application/list`,
    {
      schema: route({
        call: 'applicationList',
        summary: 'A page of applications, masked',
        tags: treasury,
      }),
    },
    async (request) => {
      const { pageNum, pageSize, status, keyword, startDate, endDate } = request.query;
      const word = keyword?.trim();
      // Dates are the applicant's calendar days in China Standard Time.
      const day = (iso: string) => chinaDate(Date.parse(iso));
      const matches = applicationStore(state).applications.filter(
        (a) =>
          (!status || a.status === status) &&
          (!word || a.applicationNo.includes(word.toUpperCase()) || a.entName.includes(word)) &&
          (!startDate || day(a.submittedAt) >= startDate) &&
          (!endDate || day(a.submittedAt) <= endDate),
      );
      const page = paginate(matches, pageNum, pageSize);
      return ok<Page<ApplicationRow>>({ ...page, list: page.list.map(publicApplication) });
    },
  );

  api.get(
    `${TREASURY_BASE}/application/detail`,
    { schema: route({ call: 'applicationDetail', summary: 'One application, unmasked company', tags: treasury }) },
    async (request) => {
      const application = applicationStore(state).applications.find((a) => a.applicationNo === request.query.applicationNo);
      if (!application) throw httpError(404, '申请不存在');
      return ok<ApplicationRow>({ ...publicApplication(application), entName: application.entName });
    },
  );

  api.post(
    `${TREASURY_BASE}/application`,
    {
      schema: route({
        call: 'apply',
        summary: 'Apply for the treasury service',
        tags: treasury,
      }),
    },
    async (request) => {
      const body = request.body;
      if (!isValidCreditCode(body.creditCode)) throw bizError(BizCode.BAD_REQUEST, validationMessages.creditCodeInvalid);
      if (!isMobile(body.contactMobile)) throw bizError(BizCode.BAD_REQUEST, validationMessages.mobileInvalid);
      const store = applicationStore(state);
      const now = new Date(state.now());
      const stamp = chinaDate(now.getTime()).replace(/-/g, '');
      store.sequence += 1;
      const application: TreasuryApplication = {
        applicationNo: `SK${stamp}${String(9000 + store.sequence).padStart(4, '0')}`,
        entName: body.entName.trim(),
        creditCode: body.creditCode,
        contactName: body.contactName.trim(),
        contactMobile: body.contactMobile,
        demands: body.demands,
        fundScale: body.fundScale,
        remark: body.remark?.trim() ?? '',
        status: 'SUBMITTED',
        submittedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      store.applications.unshift(application);
      return ok<ApplicationReceipt>({ applicationNo: application.applicationNo, status: application.status, submittedAt: application.submittedAt }, '申请已提交');
    },
  );
}
