import { productName, type ProductKey } from '@portal/core';

export { PRODUCT_GROUPS, productName, productPath, type ProductKey, type ProductGroupKey } from '@portal/core';

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
  return { title: productName(key), src: `/cWeb/media/${key}.mp4`, poster: `/cWeb/media/${key}.jpg` };
}
