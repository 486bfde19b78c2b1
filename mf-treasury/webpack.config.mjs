import { createAppConfig } from '@portal/build/webpack';
import { PdfAssetsPlugin } from '@portal/ui/pdf/webpack';

export default (env, argv) => {
  const config = createAppConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      exposes: { './parcel': './src/parcel.ts', './diagnostics': './src/diagnostics.ts' },
    },
    env,
    argv,
  );
  // Treasury PDFs use the predefined CJK font STSong-Light: pdf.js needs its CMaps served.
  config.plugins.push(new PdfAssetsPlugin());
  return config;
};
