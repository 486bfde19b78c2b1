import { lazy } from 'react';

/**
 * `@portal/ui/pdf`: the pdf.js viewer, loaded on first use (pdf.js is a chunk of its own, never in
 * the main @portal/ui chunk). Apps that show PDFs with non-embedded fonts ship pdf.js's CMaps
 * and font data with `pdfAssetsPlugin` from `@portal/ui/pdf/webpack`.
 */
export const PdfViewer = lazy(() => import('./PdfViewer'));
export { pdfAssetUrls, PDF_ASSET_DIR } from './assets';
export type { PdfViewerLabels, PdfViewerProps } from './types';
