/** @jest-environment node */
import { pageCount, pagerItems, parsePage } from './paging';

describe('pagerItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 'gap-after', 10]],
    [3, 10, [1, 2, 3, 4, 'gap-after', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap-after', 10]],
    [5, 10, [1, 'gap-before', 4, 5, 6, 'gap-after', 10]],
    [7, 10, [1, 'gap-before', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap-before', 9, 10]],
    [50, 10, [1, 'gap-before', 9, 10]],
    [0, 10, [1, 2, 'gap-after', 10]],
    [5, 20, [1, 'gap-before', 4, 5, 6, 'gap-after', 20]],
    [10, 20, [1, 'gap-before', 9, 10, 11, 'gap-after', 20]],
    [17, 20, [1, 'gap-before', 16, 17, 18, 19, 20]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pagerItems(current, total)).toEqual(expected);
  });

  it('never hides a single page behind a gap and keeps the current page visible', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pagerItems(current, total);
        expect(items).toContain(current);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        items.forEach((item, i) => {
          if (typeof item === 'number') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(total);
      }
    }
  });
});

describe('pageCount and parsePage', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(14, 6)).toBe(3);
    expect(pageCount(12, 6)).toBe(2);
  });

  it.each([
    ['2', 3, 2],
    ['3', 3, 3],
    ['4', 3, 1],
    ['0', 3, 1],
    ['1.5', 3, 1],
    ['abc', 3, 1],
    [null, 3, 1],
  ])('reads %p of %i pages as %i', (value, last, expected) => {
    expect(parsePage(value, last)).toBe(expected);
  });
});
