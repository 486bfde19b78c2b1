/** Where the app ships pdf.js's CMaps and standard font data (./webpack.mjs copies them there). */
export const PDF_ASSET_DIR = 'pdfjs/';

declare const __webpack_public_path__: string | undefined;

/**
 * The CMap and standard-font folders beside the bundle that holds the viewer: a remote's public
 * path is its own origin and folder ('auto'), so each app serves the copies it shipped.
 */
export function pdfAssetUrls(publicPath: string = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'): { cMapUrl: string; cMapPacked: true; standardFontDataUrl: string } {
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return { cMapUrl: `${base}${PDF_ASSET_DIR}cmaps/`, cMapPacked: true, standardFontDataUrl: `${base}${PDF_ASSET_DIR}standard_fonts/` };
}
