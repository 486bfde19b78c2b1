import { useEffect, useRef, useState } from 'react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import { treasury as t } from '../i18n/zh-CN/treasury';

// The worker ships beside this chunk; pdf.js wraps it in a same-origin module when the remote
// is served from another origin.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** One page drawn at the container's width, sharp on high-density screens. */
function PdfPage({ doc, number, width }: { doc: PDFDocumentProxy; number: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | undefined;
    void doc.getPage(number).then((page) => {
      const target = canvas.current;
      const context = target?.getContext('2d');
      if (cancelled || !target || !context) return;
      const scale = width / page.getViewport({ scale: 1 }).width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      target.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvasContext: context, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, width]);
  return <canvas ref={canvas} className="tr-pdf__page" role="img" aria-label={t.pdf.page(number)} />;
}

/** A PDF drawn with pdf.js, page under page. Loaded only on the preview route. */
export default function PdfViewer({ data, onError }: { data: Blob; onError: (message: string) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | undefined;
    void data.arrayBuffer().then(async (bytes) => {
      if (cancelled) return;
      try {
        loaded = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
        if (cancelled) void loaded.destroy();
        else setDoc(loaded);
      } catch {
        if (!cancelled) onError(t.pdf.broken);
      }
    });
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data, onError]);

  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    const measure = () => setWidth(Math.min(el.clientWidth, 900));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={host} className="tr-pdf" aria-busy={!doc}>
      {doc ? <p className="tr-pdf__count">{t.pdf.pages(doc.numPages)}</p> : <p role="status">{t.view.opening}</p>}
      {doc && width > 0 && Array.from({ length: doc.numPages }, (_, i) => <PdfPage key={i + 1} doc={doc} number={i + 1} width={width} />)}
    </div>
  );
}
