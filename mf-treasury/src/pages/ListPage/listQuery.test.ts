/** @jest-environment node */
import { readListQuery, writeListQuery, LIST_PAGE_SIZE } from './listQuery';

describe('list query in the URL', () => {
  it('reads filters and page, dropping what is malformed', () => {
    expect(readListQuery(new URLSearchParams('page=3&status=SIGNED&keyword=%20华东%20&startDate=2025-11-01&endDate=2025-11-30'))).toEqual({
      pageNum: 3,
      pageSize: LIST_PAGE_SIZE,
      status: 'SIGNED',
      keyword: '华东',
      startDate: '2025-11-01',
      endDate: '2025-11-30',
    });
    expect(readListQuery(new URLSearchParams('page=0&status=LOST&startDate=yesterday'))).toEqual({
      pageNum: 1,
      pageSize: LIST_PAGE_SIZE,
      status: undefined,
      keyword: undefined,
      startDate: undefined,
      endDate: undefined,
    });
  });

  it('writes only what is set, and round-trips', () => {
    expect(writeListQuery({ pageNum: 1 }).toString()).toBe('');
    const params = writeListQuery({ pageNum: 2, status: 'EVALUATING', keyword: 'SK2025' });
    expect(params.toString()).toBe('keyword=SK2025&status=EVALUATING&page=2');
    expect(readListQuery(params)).toMatchObject({ pageNum: 2, status: 'EVALUATING', keyword: 'SK2025' });
  });
});
