/** Check digits of the identifiers the mock issues: resident IDs (GB 11643) and credit codes (GB 32100-2015). */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643: 6-digit region, 8-digit birth date, 3-digit sequence (odd for men), check digit. */
export function residentId(region: string, birth: string, sequence: string): string {
  const body = `${region}${birth}${sequence}`;
  if (!/^\d{17}$/.test(body)) throw new Error(`bad resident id body ${body}`);
  const sum = [...body].reduce((acc, ch, i) => acc + Number(ch) * ID_WEIGHTS[i], 0);
  return body + ID_CHECK[sum % 11];
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11714 organisation code: 8 characters and a check character. */
function organisationCode(base: string): string {
  const value = (ch: string): number => (/\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55);
  const sum = [...base].reduce((acc, ch, i) => acc + value(ch) * ORG_WEIGHTS[i], 0);
  const check = 11 - (sum % 11);
  return base + (check === 10 ? 'X' : check === 11 ? '0' : String(check));
}

/** Registration authority and kind: 91 company, 92 individual business, 12 institution, 51 social group, 93 cooperative. */
export type CreditCodeKind = '91' | '92' | '12' | '51' | '93';

/**
 * GB 32100-2015: registration authority and kind ('91' company, '92' individual business), the
 * 6-digit region, the 9-character organisation code, then the check character.
 */
export function creditCode(kind: CreditCodeKind, region: string, orgBase: string): string {
  const body = `${kind}${region}${organisationCode(orgBase)}`;
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}$/.test(body)) throw new Error(`bad credit code body ${body}`);
  const sum = [...body].reduce((acc, ch, i) => acc + USCC_CHARS.indexOf(ch) * USCC_WEIGHTS[i], 0);
  return body + USCC_CHARS[(31 - (sum % 31)) % 31];
}
