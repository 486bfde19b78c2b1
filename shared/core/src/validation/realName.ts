import { normalizeRealName } from './normalize';

// Han ideographs (all CJK unified ideograph blocks), with single middle dots between name parts
// as in transliterated names (e.g. 阿依古丽·买买提).
const REAL_NAME_PATTERN = /^\p{Unified_Ideograph}+(?:·\p{Unified_Ideograph}+)*$/u;

/** Han characters with optional single middle dots, as typed: surrounding spaces are trimmed first. */
export const isRealName = (value: string | null | undefined): boolean => value != null && REAL_NAME_PATTERN.test(normalizeRealName(value));
