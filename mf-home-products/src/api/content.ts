/** The content calls of the public pages (mock: shared/mock-api/src/routes/content.ts). */
import { callApi, calls, type NewsArticle, type NewsCategory, type NewsSummary, type Page, type ProductFacts, type ProductKey, type RichDocument } from '@portal/core';

// The shapes live once in @portal/core/api, shared with the mock.
export type { NewsArticle, NewsCategory, NewsSummary, Page, ProductFacts, RichDocument };

// Content pages show their own loading state and failure (LoadState, with a retry): not also the
// portal's loading overlay, nor a toast.
const quietly = { silentErrors: true, quiet: true } as const;

/** How long facts asked for ahead (a hover's prefetch, a first load) stay the page's answer. */
export const FACTS_AHEAD_MS = 60_000;

/** Product facts asked for ahead of their page's render, for the page to take (once). */
const factsAhead = new Map<ProductKey, { call: Promise<ProductFacts>; at: number }>();
/** Product-facts calls on their way (one per product at a time). */
const factsPending = new Map<ProductKey, Promise<ProductFacts>>();

function askProductFacts(key: ProductKey): Promise<ProductFacts> {
  const call = callApi(calls.productDetail, { query: { key } }, quietly);
  factsPending.set(key, call);
  const settled = () => {
    if (factsPending.get(key) === call) factsPending.delete(key);
  };
  call.then(settled, settled);
  return call;
}

/**
 * Asks for a product's facts beside its page's code (render-as-you-fetch: the page's preload),
 * not after that code has arrived and rendered; the page's own call takes this answer.
 */
export function prefetchProductFacts(key: ProductKey, now = Date.now()): void {
  const ahead = factsAhead.get(key);
  if ((ahead && now - ahead.at < FACTS_AHEAD_MS) || factsPending.has(key)) return;
  const call = askProductFacts(key);
  // A failure is left to the page's call, which asks again and shows it with its retry.
  call.catch(() => factsAhead.delete(key));
  factsAhead.set(key, { call, at: now });
}

function productFacts(key: ProductKey, now = Date.now()): Promise<ProductFacts> {
  const ahead = factsAhead.get(key);
  factsAhead.delete(key);
  const fresh = ahead && now - ahead.at < FACTS_AHEAD_MS ? ahead.call : undefined;
  return fresh ?? factsPending.get(key) ?? askProductFacts(key);
}

export const contentApi = {
  newsList: (query: { pageNum: number; pageSize: number; category?: NewsCategory }): Promise<Page<NewsSummary>> => callApi(calls.newsList, { query }, quietly),
  newsArticle: (id: string): Promise<NewsArticle> => callApi(calls.newsDetail, { query: { id } }, quietly),
  richDocument: (id: string): Promise<RichDocument> => callApi(calls.richDetail, { query: { id } }, quietly),
  productFacts: (key: ProductKey): Promise<ProductFacts> => productFacts(key),
};
