/** The content calls of the public pages (`/cms/v1/api/...`), shared by mf-home-products and the mock API. */
import type { ProductGroupKey, ProductKey } from '../products';

/** One page of a paged list. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

export type NewsCategory = 'company' | 'notice' | 'industry';

/** `GET /cms/v1/api/news/list?pageNum=&pageSize=&category=`: one entry. */
export interface NewsSummary {
  id: string;
  title: string;
  category: NewsCategory;
  categoryName: string;
  publishDate: string;
  source: string;
  summary: string;
}

/** `GET /cms/v1/api/news/detail?id=`. */
export interface NewsArticle extends NewsSummary {
  /** Rich text (HTML): shown only through RichText, which sanitises it. */
  content: string;
  newer: { id: string; title: string } | null;
  older: { id: string; title: string } | null;
}

/** `GET /cms/v1/api/rich/detail?id=`. */
export interface RichDocument {
  id: string;
  title: string;
  updatedAt: string;
  content: string;
}

/** `GET /cms/v1/api/product/list`: one entry. */
export interface ProductSummary {
  key: ProductKey;
  name: string;
  productId: string | null;
  group: ProductGroupKey;
  tagline: string;
}

/** `GET /cms/v1/api/product/detail?key=`. */
export interface ProductFacts extends ProductSummary {
  intro: string;
  audience: string[];
  highlights: string[];
  terms: { label: string; value: string }[];
  steps: { title: string; detail: string }[];
  documents: string[];
}
