export const MASK_CHAR = '*';

/** Document kinds that have their own masking rule; anything else is masked as a general value. */
export type IdDocumentType = 'idCard' | 'passport' | 'hkMacauPass' | 'taiwanPass';

interface KeepRule {
  start: number;
  end: number;
}

const KEEP_3_4: KeepRule = { start: 3, end: 4 };
const KEEP_2_3: KeepRule = { start: 2, end: 3 };
const KEEP_2_2: KeepRule = { start: 2, end: 2 };

// Empty input shows '' and a non-empty value too short to hide anything shows '-'.
const maskKeeping = (value: string | null | undefined, { start, end }: KeepRule): string => {
  if (!value) return '';
  // Code points, so a character outside the BMP is kept or hidden whole.
  const chars = Array.from(value);
  if (chars.length <= start + end) return '-';
  return `${chars.slice(0, start).join('')}${MASK_CHAR.repeat(chars.length - start - end)}${chars.slice(-end).join('')}`;
};

export const maskPhone = (value: string | null | undefined): string => maskKeeping(value, KEEP_3_4);
export const maskIdCard = (value: string | null | undefined): string => maskKeeping(value, KEEP_3_4);
export const maskGeneral = (value: string | null | undefined): string => maskKeeping(value, KEEP_3_4);
export const maskPassport = (value: string | null | undefined): string => maskKeeping(value, KEEP_2_3);
export const maskHkMacauPass = (value: string | null | undefined): string => maskKeeping(value, KEEP_2_3);
export const maskTaiwanPass = (value: string | null | undefined): string => maskKeeping(value, KEEP_2_2);

/**
 * A person's real name. The spec's keep-3-and-4 rule would hide every Chinese name whole ('-');
 * the project's reading: keep the surname's first character, hide the rest (张伟 -> 张*).
 */
export const maskName = (value: string | null | undefined): string => {
  const chars = Array.from((value ?? '').trim());
  if (chars.length === 0) return '';
  return chars.length === 1 ? MASK_CHAR : `${chars[0]}${MASK_CHAR.repeat(chars.length - 1)}`;
};

const MASK_BY_TYPE = new Map<string, (value: string | null | undefined) => string>([
  ['idCard', maskIdCard],
  ['passport', maskPassport],
  ['hkMacauPass', maskHkMacauPass],
  ['taiwanPass', maskTaiwanPass],
]);

/** Masks a document number by its kind; a kind not in IdDocumentType (e.g. from server data) gets the general rule. */
export const maskByDocumentType = (type: IdDocumentType, value: string | null | undefined): string =>
  (MASK_BY_TYPE.get(type) ?? maskGeneral)(value);
