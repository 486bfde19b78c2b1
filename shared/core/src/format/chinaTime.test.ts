import { DAY_MS, chinaDate, chinaDayNumber, chinaDayStart } from './chinaTime';

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
