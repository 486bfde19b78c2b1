import { PdfViewer as PortalPdfViewer } from '@portal/ui/pdf';
import { treasury as t } from '../i18n/zh-CN/treasury';

const labels = { page: t.pdf.page, pages: t.pdf.pages, opening: t.view.opening, broken: t.pdf.broken };

/** The shared pdf.js viewer (@portal/ui/pdf) with the treasury's texts. Loaded only on the preview route. */
export default function PdfViewer({ data, onError }: { data: Blob; onError: (message: string) => void }) {
  return <PortalPdfViewer data={data} onError={onError} labels={labels} />;
}
