import { DAY_MS, chinaDate, chinaDayNumber, chinaDayStart, formatChinaTime, type ChinaTimePrecision } from './chinaTime';

describe('formatChinaTime', () => {
  it.each<[string, number | string | Date, ChinaTimePrecision | undefined, string]>([
    ['an ISO instant, to the second', '2026-11-27T05:19:52.324Z', undefined, '2026-11-27 13:19:52'],
    ['past midnight in China, the day before in UTC', '2026-11-26T16:00:00.000Z', 'second', '2026-11-27 00:00:00'],
    ['the last second of the year', '2026-12-31T15:59:59.999Z', 'second', '2026-12-31 23:59:59'],
    ['ms, to the minute', Date.UTC(2025, 10, 20, 1, 30), 'minute', '2025-11-20 09:30'],
    ['a Date, the day only', new Date('2025-11-20T17:00:00Z'), 'day', '2025-11-21'],
    ['summer too: China keeps UTC+8 all year', '2026-07-01T00:00:00Z', 'second', '2026-07-01 08:00:00'],
    ['not a time', 'nonsense', 'second', ''],
  ])('%s', (_name, value, precision, expected) => {
    expect(formatChinaTime(value, precision)).toBe(expected);
  });
});

describe('China Standard Time', () => {
  it.each([
    ['2026-03-01T15:59:59.999Z', '2026-03-01'],
    ['2026-03-01T16:00:00.000Z', '2026-03-02'],
    ['2025-12-31T16:00:00.000Z', '2026-01-01'],
    ['2026-07-01T00:00:00.000Z', '2026-07-01'],
  ])('%s is %s in China', (iso, date) => {
    expect(chinaDate(Date.parse(iso))).toBe(date);
  });

  it.each([
    ['2026-03-02', '2026-03-01T16:00:00.000Z'],
    ['2026-01-01', '2025-12-31T16:00:00.000Z'],
  ])('%s starts at %s', (date, iso) => {
    expect(chinaDayStart(date)).toBe(Date.parse(iso));
    expect(chinaDate(chinaDayStart(date))).toBe(date);
  });

  it('counts a new day at midnight in China, not in UTC', () => {
    const midnight = chinaDayStart('2026-03-02');
    expect(chinaDayNumber(midnight) - chinaDayNumber(midnight - 1)).toBe(1);
    expect(chinaDayNumber(midnight + DAY_MS - 1)).toBe(chinaDayNumber(midnight));
  });

  it('refuses a malformed date', () => {
    expect(chinaDayStart('2026-3-2')).toBeNaN();
  });
});
