/**
 * China Standard Time (UTC+8, no daylight saving) by arithmetic: the portal's dates, daily caps and
 * application numbers are China's calendar days, whatever the machine's zone.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The calendar day of an instant in China, YYYY-MM-DD. */
export const chinaDate = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The number of China's calendar day of an instant (days since 1970-01-01 there): daily caps restart at midnight. */
export const chinaDayNumber = (ms: number): number => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);

/** The instant a China calendar day (YYYY-MM-DD) starts; NaN for a malformed date. */
export const chinaDayStart = (date: string): number => Date.parse(`${date}T00:00:00+08:00`);
