/** The content calls of the public pages (mock: shared/mock-api/src/routes/content.ts). */
import { callApi, calls, type NewsArticle, type NewsCategory, type NewsSummary, type Page, type ProductFacts, type ProductKey, type RichDocument } from '@portal/core';

// The shapes live once in @portal/core/api, shared with the mock.
export type { NewsArticle, NewsCategory, NewsSummary, Page, ProductFacts, RichDocument };

// Content pages show their own loading state and failure (LoadState, with a retry): not also the
// portal's loading overlay, nor a toast.
const quietly = { silentErrors: true, quiet: true } as const;

export const contentApi = {
  newsList: (query: { pageNum: number; pageSize: number; category?: NewsCategory }): Promise<Page<NewsSummary>> => callApi(calls.newsList, { query }, quietly),
  newsArticle: (id: string): Promise<NewsArticle> => callApi(calls.newsDetail, { query: { id } }, quietly),
  richDocument: (id: string): Promise<RichDocument> => callApi(calls.richDetail, { query: { id } }, quietly),
  productFacts: (key: ProductKey): Promise<ProductFacts> => callApi(calls.productDetail, { query: { key } }, quietly),
};
