import { remoteConfig } from '@portal/build/webpack';
import { PdfAssetsPlugin } from '@portal/ui/pdf/webpack';

// The contract PDFs use the predefined CJK font STSong-Light: pdf.js needs its CMaps served.
export default remoteConfig(import.meta.dirname, { plugins: () => [new PdfAssetsPlugin()] });
