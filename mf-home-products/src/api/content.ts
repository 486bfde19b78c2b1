/** The content calls of the public pages (mock: shared/mock-api/src/routes/content.ts). */
import { http } from '@portal/core';
import type { ProductGroupKey, ProductKey } from '../products/catalog';

const CMS = '/cms/v1/api';

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type NewsCategory = 'company' | 'notice' | 'industry';

export interface NewsSummary {
  id: string;
  title: string;
  category: NewsCategory;
  categoryName: string;
  publishDate: string;
  source: string;
  summary: string;
}

export interface NewsArticle extends NewsSummary {
  /** Rich text (HTML): shown only through RichText, which sanitises it. */
  content: string;
  newer: { id: string; title: string } | null;
  older: { id: string; title: string } | null;
}

export interface RichDocument {
  id: string;
  title: string;
  updatedAt: string;
  content: string;
}

export interface ProductFacts {
  key: ProductKey;
  name: string;
  productId: string | null;
  group: ProductGroupKey;
  tagline: string;
  intro: string;
  audience: string[];
  highlights: string[];
  terms: { label: string; value: string }[];
  steps: { title: string; detail: string }[];
  documents: string[];
}

// Content failures are shown in the page, with a retry, not as toasts.
const quietly = { silentErrors: true } as const;

export const contentApi = {
  newsList: (query: { pageNum: number; pageSize: number; category?: NewsCategory }) =>
    http.get<Page<NewsSummary>>(`${CMS}/news/list`, { ...quietly, searchParams: query }),
  newsArticle: (id: string) => http.get<NewsArticle>(`${CMS}/news/detail`, { ...quietly, searchParams: { id } }),
  richDocument: (id: string) => http.get<RichDocument>(`${CMS}/rich/detail`, { ...quietly, searchParams: { id } }),
  productFacts: (key: ProductKey) => http.get<ProductFacts>(`${CMS}/product/detail`, { ...quietly, searchParams: { key } }),
};
