import { ID_CARD_LENGTH } from './constants';
import { normalizeResidentId } from './normalize';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';
// GB 11643-1999 writes the check character 10 as an upper-case X.
const ID_PATTERN = /^\d{17}[\dX]$/;
const MIN_BIRTH_YEAR = 1900;

/** Check character for the first 17 digits of a resident ID; undefined if they are not 17 digits. */
export const residentIdCheckChar = (first17: string): string | undefined => {
  if (!/^\d{17}$/.test(first17)) return undefined;
  let sum = 0;
  for (let i = 0; i < first17.length; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
};

const toYmd = (year: number, month: number, day: number): number => year * 10000 + month * 100 + day;

/** True when YYYYMMDD is a real calendar date between 1900-01-01 and today (local time). */
export const isValidBirthDate = (yyyymmdd: string, today: Date = new Date()): boolean => {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < MIN_BIRTH_YEAR) return false;
  // Date rolls 02-30 over to March, so a date is real only if it survives the round trip.
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return false;
  return toYmd(year, month, day) <= toYmd(today.getFullYear(), today.getMonth() + 1, today.getDate());
};

const isCanonicalResidentId = (value: string, today: Date): boolean =>
  ID_PATTERN.test(value) &&
  isValidBirthDate(value.slice(6, 14), today) &&
  residentIdCheckChar(value.slice(0, ID_CARD_LENGTH - 1)) === value[ID_CARD_LENGTH - 1];

/**
 * An 18-character resident ID with a real, past birth date and a matching check character, as
 * typed: a lower-case x and white space are accepted (normalizeResidentId gives the value to send).
 */
export const isResidentId = (value: string | null | undefined, today: Date = new Date()): boolean =>
  value != null && isCanonicalResidentId(normalizeResidentId(value), today);
