import { PRODUCTS as CORE_PRODUCTS, PRODUCT_GROUPS as CORE_GROUPS, type CatalogProduct as CoreProduct, type ProductGroup as CoreGroup } from '@portal/core';
import { products as texts } from '../i18n/zh-CN/products';

export { productPath, type ProductGroupKey, type ProductKey } from '@portal/core';

/**
 * The catalogue of @portal/core with the home remote's taglines and group leads. Product facts
 * (intro, audience, steps, documents) come from the content API.
 */
export interface CatalogProduct extends CoreProduct {
  tagline: string;
}

export interface CatalogGroup extends CoreGroup {
  lead: string;
}

export const PRODUCTS: readonly CatalogProduct[] = CORE_PRODUCTS.map((p) => ({ ...p, tagline: texts.taglines[p.key] }));

export const PRODUCT_GROUPS: readonly CatalogGroup[] = CORE_GROUPS.map((g) => ({ ...g, lead: texts.groupLeads[g.key] }));

export function productByKey(key: string): CatalogProduct | undefined {
  return PRODUCTS.find((p) => p.key === key);
}
