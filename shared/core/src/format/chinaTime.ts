/**
 * China time (Asia/Shanghai, UTC+8 all year, no daylight saving) by arithmetic, whatever the
 * machine's zone. The one helper for every app and the mock: servers send instants (ms or ISO),
 * customers read China time, and dates, daily caps and application numbers are China's days.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** How much of the time to show: the day, to the minute, or to the second. */
export type ChinaTimePrecision = 'day' | 'minute' | 'second';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` (or `YYYY-MM-DD`, `YYYY-MM-DD HH:mm`) in China time; '' for an invalid time. */
export function formatChinaTime(value: number | string | Date, precision: ChinaTimePrecision = 'second'): string {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms + CHINA_OFFSET_MS);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (precision === 'day') return day;
  const minute = `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return precision === 'minute' ? minute : `${minute}:${pad(d.getUTCSeconds())}`;
}

/** The calendar day of an instant in China, YYYY-MM-DD. */
export const chinaDate = (ms: number): string => formatChinaTime(ms, 'day');

/** The number of China's calendar day of an instant (days since 1970-01-01 there): daily caps restart at midnight. */
export const chinaDayNumber = (ms: number): number => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);

/** The instant a China calendar day (YYYY-MM-DD) starts; NaN for a malformed date. */
export const chinaDayStart = (date: string): number => Date.parse(`${date}T00:00:00+08:00`);
