/** @jest-environment node */
import { pdfAssetUrls } from './assets';

describe('pdfAssetUrls', () => {
  it('points pdf.js at the CMaps and fonts beside the bundle', () => {
    expect(pdfAssetUrls('http://localhost:3003/cWeb/')).toEqual({
      cMapUrl: 'http://localhost:3003/cWeb/pdfjs/cmaps/',
      cMapPacked: true,
      standardFontDataUrl: 'http://localhost:3003/cWeb/pdfjs/standard_fonts/',
    });
    expect(pdfAssetUrls('/remote').cMapUrl).toBe('/remote/pdfjs/cmaps/');
  });
});
