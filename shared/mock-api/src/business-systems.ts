/**
 * The business systems the portal jumps to (spec 001 section 4's system keys), each with its own
 * signing secret. /ps/communal/data-sign signs a jump with it; /__mock/biz/:system checks it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface BusinessSystem {
  key: string;
  name: string;
  productId: string | null;
}

export const BUSINESS_SYSTEMS: readonly BusinessSystem[] = [
  { key: 'twogold', name: '保理融资（流动资金优化）', productId: 'cp01' },
  { key: 'winnings', name: '应付电子凭证', productId: 'HCJ' },
  { key: 'smallsupply', name: '小微供应链保理', productId: 'HXG' },
  { key: 'orderCredit', name: '订单融资', productId: 'DDB' },
  { key: 'orderProtection', name: '订单融资（保障）', productId: 'DDB' },
  { key: 'proBill', name: '票据保理', productId: 'HXP' },
  { key: 'huafubao', name: '应付综合管理', productId: 'HFB' },
  { key: 'factoring', name: '池保理', productId: null },
  { key: 'foreignTrade', name: '外贸保理', productId: null },
  { key: 'cpms-cp', name: 'cpms-cp 业务系统', productId: null },
];

export const findSystem = (key: string): BusinessSystem | undefined => BUSINESS_SYSTEMS.find((s) => s.key === key);

/** The signed query parameters of a jump URL, besides `sign` itself. `code` is the portal token. */
export interface JumpParams {
  code: string;
  entCode: string;
  entCustomerId: string;
  clientId: string;
  busType: string;
}

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
