/**
 * The business systems the portal jumps to (spec 001 section 4's system keys), each with its own
 * signing secret. /ps/communal/data-sign signs a jump with it; /__mock/biz/:system checks it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type JumpParams as SignedJumpParams, productBySystemKey } from '@portal/core';

export interface BusinessSystem {
  key: string;
  name: string;
  productId: string | null;
}

/** Each system's own name; product ids come from the catalogue of @portal/core. */
const SYSTEM_NAMES: readonly (readonly [string, string])[] = [
  ['twogold', '保理融资（流动资金优化）'],
  ['winnings', '应付电子凭证'],
  ['smallsupply', '小微供应链保理'],
  ['orderCredit', '订单融资'],
  ['orderProtection', '订单融资（保障）'],
  ['proBill', '票据保理'],
  ['huafubao', '应付综合管理'],
  ['factoring', '池保理'],
  ['foreignTrade', '外贸保理'],
  ['cpms-cp', 'cpms-cp 业务系统'],
];

export const BUSINESS_SYSTEMS: readonly BusinessSystem[] = SYSTEM_NAMES.map(([key, name]) => ({
  key,
  name,
  productId: productBySystemKey(key)?.productId ?? null,
}));

export const findSystem = (key: string): BusinessSystem | undefined => BUSINESS_SYSTEMS.find((s) => s.key === key);

/** The signed query parameters of a jump URL (core's), besides `sign` itself. `code` is the portal token. */
export type JumpParams = Omit<SignedJumpParams, 'sign'>;

/** Each system's secret, derived from its key: stable across restarts, never sent to the browser. */
function secretOf(clientId: string): Buffer {
  return createHash('sha256').update(`portal-mock-biz-secret:${clientId}`).digest();
}

/** HMAC-SHA256 (hex) over `key=value` pairs sorted by key and joined with '&'. */
export function signJump(params: JumpParams): string {
  const canonical = (Object.keys(params) as (keyof JumpParams)[])
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHmac('sha256', secretOf(params.clientId)).update(canonical).digest('hex');
}

export function verifyJumpSign(params: JumpParams, sign: string): boolean {
  const expected = Buffer.from(signJump(params), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(sign) ? sign : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
