/** Schemas of the public pages' calls: news, rich text, products (`/cms/v1/api`) and the treasury (`/treasury/v1`). */
import { PRODUCT_GROUPS, PRODUCT_KEYS } from '../../products';
import { TREASURY_DEMAND_OPTIONS, TREASURY_SCALE_OPTIONS } from '../../i18n/zh-CN/contract';
import { NEWS_CATEGORIES, TREASURY_APPLICATION_STATUSES } from '../enums';
import { Int, NonEmpty, Nullable, OneOf, Opt, Str, Type, type TSchema } from './kit';

const PageNum = () => Type.Integer({ minimum: 1, default: 1 });
const PageSize = () => Type.Integer({ minimum: 1, maximum: 50, default: 10 });
const Strings = () => Type.Array(Str());
const Steps = () => Type.Array(Type.Object({ title: Str(), detail: Str() }));
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** One page of a paged list. */
export const PageOf = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item), total: Int(), pageNum: Int(), pageSize: Int() });
export const PageQuery = Type.Object({ pageNum: Opt(PageNum()), pageSize: Opt(PageSize()) });

export const NewsListQuery = Type.Object({ pageNum: Opt(PageNum()), pageSize: Opt(PageSize()), category: Opt(OneOf(NEWS_CATEGORIES)) });
/** `GET /cms/v1/api/news/list`: one entry. */
export const NewsSummary = Type.Object({
  id: Str(),
  title: Str(),
  category: OneOf(NEWS_CATEGORIES),
  categoryName: Str(),
  publishDate: Str(),
  source: Str(),
  summary: Str(),
});
const Link = () => Nullable(Type.Object({ id: Str(), title: Str() }));
/** `GET /cms/v1/api/news/detail?id=`. */
export const NewsArticle = Type.Composite([
  NewsSummary,
  Type.Object({
    /** Rich text (HTML): shown only through RichText, which sanitises it. */
    content: Str(),
    newer: Link(),
    older: Link(),
  }),
]);
export const IdQuery = Type.Object({ id: NonEmpty() });
/** `GET /cms/v1/api/rich/detail?id=`. */
export const RichDocument = Type.Object({ id: Str(), title: Str(), updatedAt: Str(), content: Str() });

/** `GET /cms/v1/api/product/list`: one entry. */
export const ProductSummary = Type.Object({
  key: OneOf(PRODUCT_KEYS),
  name: Str(),
  productId: Nullable(Str()),
  group: OneOf(PRODUCT_GROUPS.map((group) => group.key)),
  tagline: Str(),
});
export const ProductKeyQuery = Type.Object({ key: NonEmpty() });
/** `GET /cms/v1/api/product/detail?key=`. */
export const ProductFacts = Type.Composite([
  ProductSummary,
  Type.Object({
    intro: Str(),
    audience: Strings(),
    highlights: Strings(),
    terms: Type.Array(Type.Object({ label: Str(), value: Str() })),
    steps: Steps(),
    documents: Strings(),
  }),
]);

export const TreasuryProduct = Type.Object({
  name: Str(),
  tagline: Str(),
  intro: Str(),
  capabilities: Type.Array(Type.Object({ title: Str(), detail: Str() })),
  audience: Strings(),
  steps: Steps(),
  faqs: Type.Array(Type.Object({ question: Str(), answer: Str() })),
  /** The options of the application form. */
  demandOptions: Strings(),
  scaleOptions: Strings(),
});
/** `GET /treasury/v1/templates` and `GET /treasury/v1/files`: one entry (size only for templates). */
export const TreasuryFileInfo = Type.Object({ file: Str(), title: Str(), description: Str(), contentType: Str(), size: Opt(Int()) });
export const TreasuryFiles = Type.Array(TreasuryFileInfo);
export const TreasuryFileParams = Type.Object({ file: NonEmpty() });
/** A file as the server sends it (not the envelope): no `data` schema. */
export const TreasuryFileAnswer = Type.Unknown({ description: 'the file itself (PDF, image, video, CSV)' });

export const ApplicationQuery = Type.Object({
  pageNum: Opt(PageNum()),
  pageSize: Opt(PageSize()),
  status: Opt(OneOf(TREASURY_APPLICATION_STATUSES)),
  keyword: Opt(Type.String({ maxLength: 50 })),
  /** YYYY-MM-DD, China Standard Time. */
  startDate: Opt(Type.String({ pattern: DATE })),
  endDate: Opt(Type.String({ pattern: DATE })),
});
/** One row of the list (masked) and the detail (whole company name). */
export const ApplicationRow = Type.Object({
  applicationNo: Str(),
  entName: Str(),
  contactName: Str(),
  contactMobile: Str(),
  demands: Strings(),
  fundScale: Str(),
  status: OneOf(TREASURY_APPLICATION_STATUSES),
  statusName: Str(),
  submittedAt: Str(),
  updatedAt: Str(),
});
export const ApplicationDetailQuery = Type.Object({ applicationNo: NonEmpty() });
export const NewApplication = Type.Object({
  entName: Type.String({ minLength: 2, maxLength: 50 }),
  creditCode: Str(),
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactMobile: Str(),
  // The form's options (the product answer's demandOptions and scaleOptions); typed as the text the form holds.
  demands: Type.Unsafe<string[]>(Type.Array(OneOf(TREASURY_DEMAND_OPTIONS), { minItems: 1 })),
  fundScale: Type.Unsafe<string>(OneOf(TREASURY_SCALE_OPTIONS)),
  remark: Opt(Type.String({ maxLength: 200 })),
});
export const ApplicationReceipt = Type.Object({ applicationNo: Str(), status: OneOf(TREASURY_APPLICATION_STATUSES), submittedAt: Str() });
