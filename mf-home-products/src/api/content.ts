/** The content calls of the public pages (mock: shared/mock-api/src/routes/content.ts). */
import { http, type NewsArticle, type NewsCategory, type NewsSummary, type Page, type ProductFacts, type ProductKey, type RichDocument } from '@portal/core';

// The shapes live once in @portal/core/api, shared with the mock.
export type { NewsArticle, NewsCategory, NewsSummary, Page, ProductFacts, RichDocument };

const CMS = '/cms/v1/api';

// Content pages show their own loading state and failure (LoadState, with a retry): not also the
// portal's loading overlay, nor a toast.
const quietly = { silentErrors: true, quiet: true } as const;

export const contentApi = {
  newsList: (query: { pageNum: number; pageSize: number; category?: NewsCategory }) =>
    http.get<Page<NewsSummary>>(`${CMS}/news/list`, { ...quietly, searchParams: query }),
  newsArticle: (id: string) => http.get<NewsArticle>(`${CMS}/news/detail`, { ...quietly, searchParams: { id } }),
  richDocument: (id: string) => http.get<RichDocument>(`${CMS}/rich/detail`, { ...quietly, searchParams: { id } }),
  productFacts: (key: ProductKey) => http.get<ProductFacts>(`${CMS}/product/detail`, { ...quietly, searchParams: { key } }),
};
