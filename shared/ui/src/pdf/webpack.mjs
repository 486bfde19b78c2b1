// Build time (Node): ships pdf.js's CMaps and standard font data beside an app's bundle, where
// pdfAssetUrls() (./assets.ts) points the viewer. No dependency: the files are emitted as assets.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const PDF_ASSET_DIR = 'pdfjs/';

export class PdfAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
    compiler.hooks.thisCompilation.tap('PdfAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PdfAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const folder of ['cmaps', 'standard_fonts']) {
          for (const file of readdirSync(path.join(root, folder))) {
            if (file.startsWith('LICENSE')) continue;
            compilation.emitAsset(`${PDF_ASSET_DIR}${folder}/${file}`, new sources.RawSource(readFileSync(path.join(root, folder, file))));
          }
        }
      });
    });
  }
}
