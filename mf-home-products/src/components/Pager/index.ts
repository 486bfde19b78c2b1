export { Pager, type PagerProps } from './Pager';
export { pageCount, pagerItems, parsePage, type PagerItem } from './paging';
