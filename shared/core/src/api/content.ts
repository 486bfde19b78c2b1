/** The content calls of the public pages (`/cms/v1/api/...`), shared by mf-home-products and the mock API. */
import type { Static } from '@sinclair/typebox';
import type * as K from '../contract/schemas/content';

export { NEWS_CATEGORIES, type NewsCategory } from '../contract/enums';

const CMS = '/cms/v1/api';

/** Call paths under /customer/client. */
export const CONTENT_PATHS = {
  newsList: `${CMS}/news/list`,
  newsDetail: `${CMS}/news/detail`,
  richDetail: `${CMS}/rich/detail`,
  productList: `${CMS}/product/list`,
  productDetail: `${CMS}/product/detail`,
} as const;

/** One page of a paged list. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type PageQuery = Static<typeof K.PageQuery>;


/** `GET /cms/v1/api/news/list?pageNum=&pageSize=&category=`: one entry. */
export type NewsSummary = Static<typeof K.NewsSummary>;

/** `GET /cms/v1/api/news/detail?id=`. */
export type NewsArticle = Static<typeof K.NewsArticle>;

/** `GET /cms/v1/api/rich/detail?id=`. */
export type RichDocument = Static<typeof K.RichDocument>;

/** `GET /cms/v1/api/product/list`: one entry. */
export type ProductSummary = Static<typeof K.ProductSummary>;

/** `GET /cms/v1/api/product/detail?key=`. */
export type ProductFacts = Static<typeof K.ProductFacts>;
