import { BASE_PATH, productName, type ProductKey } from '@portal/core';

export { PRODUCT_GROUPS, productName, productPath, type ProductKey, type ProductGroupKey } from '@portal/core';

export interface IntroVideo {
  title: string;
  src: string;
  poster: string;
}

/**
 * A product's intro video and poster, shipped in shell/public/media: 12 s of motion graphics with
 * the product's name and three selling points, made by shell/scripts/make-intro-videos.mjs; the
 * poster is the frame showing all three points.
 */
export function introVideo(key: ProductKey): IntroVideo {
  return { title: productName(key), src: `${BASE_PATH}/media/${key}.mp4`, poster: `${BASE_PATH}/media/${key}.jpg` };
}
