/**
 * China time (Asia/Shanghai, UTC+8 all year, no daylight saving) as the portal shows it. The one
 * helper for every app and the mock: servers send instants (ms or ISO), customers read China time.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

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
