/** What the viewer says; the app passes its own catalogue's texts. */
export interface PdfViewerLabels {
  /** A page's accessible name. */
  page: (n: number) => string;
  /** The page count above the pages. */
  pages: (n: number) => string;
  /** While the document opens. */
  opening: string;
  /** Handed to `onError` when the bytes are not a PDF. */
  broken: string;
}

export interface PdfViewerProps {
  data: Blob;
  onError: (message: string) => void;
  labels: PdfViewerLabels;
  /** The widest a page is drawn, in CSS pixels (default 900). */
  maxWidth?: number;
}
