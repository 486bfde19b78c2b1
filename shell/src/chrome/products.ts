import { messages } from '../i18n';

export type ProductKey = keyof typeof messages.chrome.products;
export type ProductGroupKey = keyof typeof messages.chrome.productGroups;

export interface ProductGroup {
  key: ProductGroupKey;
  products: ProductKey[];
}

/**
 * The product centre's mega-menu: receivables factoring (four), order financing (two),
 * payables management (three). `bill` is the bill-factoring (proBill) page, /product/bill.
 */
export const PRODUCT_GROUPS: readonly ProductGroup[] = [
  { key: 'receivables', products: ['twogold', 'smallsupply', 'factoring', 'foreignTrade'] },
  { key: 'order', products: ['orderCredit', 'orderProtection'] },
  { key: 'payables', products: ['winnings', 'bill', 'huafubao'] },
];

export const productPath = (key: ProductKey): string => `/product/${key}`;

export interface IntroVideo {
  title: string;
  src: string;
  poster: string;
}

/**
 * A product's intro video and poster, shipped in shell/public/media (4 s H.264 samples made with
 * ffmpeg's lavfi colour and testsrc2 sources, posters are their frame at 1 s).
 */
export function introVideo(key: ProductKey): IntroVideo {
  return { title: messages.chrome.products[key], src: `/cWeb/media/${key}.mp4`, poster: `/cWeb/media/${key}.jpg` };
}
