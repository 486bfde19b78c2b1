import { products as texts } from '../i18n/zh-CN/products';
import type { BusinessSystemKey } from '../session/constants';
import { ROUTES } from '../routing/routes';

/**
 * The nine products, once for the whole portal: the shell's mega-menu, the home remote's pages,
 * the mock API and the tests read them from here (spec 000 sections 1 and 3, spec 001 section 7).
 */
export type ProductKey = keyof typeof texts.names;
export type ProductGroupKey = keyof typeof texts.groups;

export interface CatalogProduct {
  key: ProductKey;
  /** The display name the menu, the product page's heading and the assistant use. */
  name: string;
  group: ProductGroupKey;
  /** The business-system id of spec 001 section 7, where the spec gives one. */
  productId: string | null;
  /** The business-system key the login and jump rules use (spec 001 section 4): bill is proBill. */
  systemKey: BusinessSystemKey;
  /** The product page, /product/{key}. */
  path: string;
}

export interface ProductGroup {
  key: ProductGroupKey;
  name: string;
  products: readonly ProductKey[];
}

export const productPath = (key: ProductKey): string => ROUTES.home.product.href({ product: key });

export const productName = (key: ProductKey): string => texts.names[key];

/** A product's three selling points, as its intro video shows them. */
export const productIntroPoints = (key: ProductKey): readonly [string, string, string] => texts.introPoints[key];

const product = (key: ProductKey, group: ProductGroupKey, productId: string | null, systemKey: BusinessSystemKey): CatalogProduct => ({
  key,
  name: texts.names[key],
  group,
  productId,
  systemKey,
  path: productPath(key),
});

export const PRODUCTS: readonly CatalogProduct[] = [
  product('twogold', 'receivables', 'cp01', 'twogold'),
  product('smallsupply', 'receivables', 'HXG', 'smallsupply'),
  product('factoring', 'receivables', null, 'factoring'),
  product('foreignTrade', 'receivables', null, 'foreignTrade'),
  product('orderCredit', 'order', 'DDB', 'orderCredit'),
  product('orderProtection', 'order', 'DDB', 'orderProtection'),
  product('winnings', 'payables', 'HCJ', 'winnings'),
  product('bill', 'payables', 'HXP', 'proBill'),
  product('huafubao', 'payables', 'HFB', 'huafubao'),
];

export const PRODUCT_KEYS: readonly ProductKey[] = PRODUCTS.map((p) => p.key);

const GROUP_ORDER: readonly ProductGroupKey[] = ['receivables', 'order', 'payables'];

/** The mega-menu's groups: receivables factoring (four), order financing (two), payables management (three). */
export const PRODUCT_GROUPS: readonly ProductGroup[] = GROUP_ORDER.map((key) => ({
  key,
  name: texts.groups[key],
  products: PRODUCTS.filter((p) => p.group === key).map((p) => p.key),
}));

export function productByKey(key: string): CatalogProduct | undefined {
  return PRODUCTS.find((p) => p.key === key);
}

export function isProductKey(key: string): key is ProductKey {
  return PRODUCT_KEYS.includes(key as ProductKey);
}

/** The product whose business system a jump key names (proBill is the bill page). */
export function productBySystemKey(systemKey: string): CatalogProduct | undefined {
  return PRODUCTS.find((p) => p.systemKey === systemKey);
}

/** The `fromProduct` value of a product (spec 000: the system key, so bill travels as proBill). */
export const fromProductParam = (key: ProductKey): string => productByKey(key)?.systemKey ?? key;

/** The product a `fromProduct` value names: its system key, or the product key of older links. */
export function productFromParam(value: string | null | undefined): ProductKey | undefined {
  if (!value) return undefined;
  return (productBySystemKey(value) ?? productByKey(value))?.key;
}
