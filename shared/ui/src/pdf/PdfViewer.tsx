import { useEffect, useRef, useState } from 'react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask, type PDFDocumentProxy } from 'pdfjs-dist';
import { pdfAssetUrls } from './assets';
import type { PdfViewerProps } from './types';
import './PdfViewer.css';

// The worker ships beside this chunk; pdf.js wraps it in a same-origin module when the remote
// is served from another origin.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** One page drawn at the container's width, sharp on high-density screens. */
function PdfPage({ doc, number, width, label }: { doc: PDFDocumentProxy; number: number; width: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<void> } | undefined;
    void doc.getPage(number).then((page) => {
      const target = canvas.current;
      if (cancelled || !target) return;
      const scale = width / page.getViewport({ scale: 1 }).width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      target.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = page.render({ canvas: target, viewport });
      task.promise.then(
        () => target.setAttribute('data-rendered', 'true'),
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, width]);
  return <canvas ref={canvas} className="portal-pdf__page" role="img" aria-label={label} />;
}

/**
 * A PDF drawn with pdf.js, page under page. Non-embedded fonts (the predefined CJK fonts such as
 * STSong-Light, the standard 14) read the CMaps and font data the app ships (see ./webpack.mjs).
 */
export default function PdfViewer({ data, onError, labels, maxWidth = 900 }: PdfViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [width, setWidth] = useState(0);
  const broken = labels.broken;

  useEffect(() => {
    let cancelled = false;
    // pdf.js 5+ frees a document through the task that loaded it (no eval any more: no option for it).
    let loading: PDFDocumentLoadingTask | undefined;
    setDoc(undefined);
    void data.arrayBuffer().then(async (bytes) => {
      if (cancelled) return;
      try {
        loading = getDocument({ data: new Uint8Array(bytes), ...pdfAssetUrls() });
        const loaded = await loading.promise;
        if (cancelled) void loading.destroy();
        else setDoc(loaded);
      } catch {
        if (!cancelled) onError(broken);
      }
    });
    return () => {
      cancelled = true;
      void loading?.destroy();
    };
  }, [data, onError, broken]);

  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    const measure = () => setWidth(Math.min(el.clientWidth, maxWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [maxWidth]);

  return (
    <div ref={host} className="portal-pdf" aria-busy={!doc}>
      {doc ? <p className="portal-pdf__count">{labels.pages(doc.numPages)}</p> : <p role="status">{labels.opening}</p>}
      {doc && width > 0 && Array.from({ length: doc.numPages }, (_, i) => <PdfPage key={i + 1} doc={doc} number={i + 1} width={width} label={labels.page(i + 1)} />)}
    </div>
  );
}
