export { TREASURY_PATHS, TREASURY_APPLICATION_STATUSES, TREASURY_DEMAND_OPTIONS, TREASURY_SCALE_OPTIONS } from './treasury';
export { CONTENT_PATHS, NEWS_CATEGORIES } from './content';
export type {
  TreasuryProduct,
  ApplicationStatus,
  ApplicationRow,
  ApplicationQuery,
  NewApplication,
  ApplicationReceipt,
  TreasuryFileInfo,
} from './treasury';
export type { Page, PageQuery, NewsCategory, NewsSummary, NewsArticle, RichDocument, ProductSummary, ProductFacts } from './content';
export * from './auth';
export * from './enterprise';
export * from './userCentre';
export * from './change';
