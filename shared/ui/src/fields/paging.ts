/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap-before' | 'gap-after';

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The pages the one pager (Pager) shows: always the first and the last, the current one with `siblings` on
 * each side, and a gap where pages are left out. A gap never stands for a single page.
 */
export function pagerItems(current: number, totalPages: number, siblings = 1): PagerItem[] {
  const last = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), last);
  // First + last + current + siblings + two gaps: below that, every page fits.
  if (last <= 2 * siblings + 5) return Array.from({ length: last }, (_, i) => i + 1);
  const start = Math.max(2, page - siblings);
  const end = Math.min(last - 1, page + siblings);
  const items: PagerItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-before');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end === last - 2) items.push(last - 1);
  else if (end < last - 2) items.push('gap-after');
  items.push(last);
  return items;
}

/** A page number read from the URL: a whole number from 1 to `last`, else 1. */
export function parsePage(value: string | null, last = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= last ? n : 1;
}
