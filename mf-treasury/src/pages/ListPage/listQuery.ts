import type { ApplicationQuery, ApplicationStatus } from '../../api/treasury';
import { APPLICATION_STATUSES } from '../../api/treasury';

export const LIST_PAGE_SIZE = 10;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters and page as the URL holds them; anything malformed is left out. */
export function readListQuery(params: URLSearchParams): ApplicationQuery {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const keyword = params.get('keyword')?.trim();
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  return {
    pageNum: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: LIST_PAGE_SIZE,
    status: APPLICATION_STATUSES.some((s) => s.value === status) ? (status as ApplicationStatus) : undefined,
    keyword: keyword ? keyword.slice(0, 50) : undefined,
    startDate: DATE.test(startDate) ? startDate : undefined,
    endDate: DATE.test(endDate) ? endDate : undefined,
  };
}

/** The URL for a query: only what is set, page 1 left out. */
export function writeListQuery(query: Partial<ApplicationQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.status) params.set('status', query.status);
  if (query.startDate) params.set('startDate', query.startDate);
  if (query.endDate) params.set('endDate', query.endDate);
  if (query.pageNum && query.pageNum > 1) params.set('page', String(query.pageNum));
  return params;
}
