import type { FieldValue } from './messages';

// Unicode white space, including the ideographic space a Chinese input method types.
const ALL_WHITE_SPACE = /\s+/gu;

/**
 * Normalisers turn what a user typed or pasted into the value the rules check and the API gets.
 * Each is idempotent and fits an antd Form.Item `normalize` (value in, value out).
 */

/** A form string: trimmed at both ends (spec 000 section 5, "form strings: trimmed"). */
export const normalizeText = (value: FieldValue): string => (value ?? '').trim();

/** A code with no spaces: a pasted "9135 0100 M000..." loses every space, tab and line break. */
const compact = (value: FieldValue): string => (value ?? '').replace(ALL_WHITE_SPACE, '');

/** A resident ID: no white space, and a check character typed as `x` becomes `X` (GB 11643). */
export const normalizeResidentId = (value: FieldValue): string => compact(value).toUpperCase();

/** A unified social credit code: no white space, letters upper-case (GB 32100 has only capitals). */
export const normalizeCreditCode = (value: FieldValue): string => compact(value).toUpperCase();

/** A mobile number pasted as "138 0000 0000": digits kept together. */
export const normalizeMobile = (value: FieldValue): string => compact(value);

/** A real name: trimmed; a space inside stays, so the rule still rejects it. */
export const normalizeRealName = (value: FieldValue): string => normalizeText(value);
