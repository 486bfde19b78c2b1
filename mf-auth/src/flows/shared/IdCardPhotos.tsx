import { FileUpload, type UploadedFile } from '@portal/ui/kit/FileUpload';
import { useUpload } from './calls';

const ID_CARD_TYPES = ['image/jpeg', 'image/png'] as const;
const ID_CARD_MAX_BYTES = 5 * 1024 * 1024;

export interface IdCardPhotosProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  texts: { title: string; lead: string; front: string; back: string };
  front: UploadedFile | null;
  back: UploadedFile | null;
  /** The front side changed: a new photo comes with its file (for OCR), a removal with null. */
  onFront: (value: UploadedFile | null, file?: File) => void;
  onBack: (value: UploadedFile | null) => void;
  /** What OCR made of the front: a status line, its look one of the person__ocr modifiers. */
  status?: { look: string; text: string };
  /** False when the page drew the title and lead (`IdCardPhotosIntro`, with `id`) before the kit: the section is labelled by them. */
  intro?: boolean;
}

/** The two sides of a resident ID card (JPG or PNG, at most 5 MB, compressed), the front read by OCR. */
export function IdCardPhotos({ id, texts, front, back, onFront, onBack, status, intro = true }: IdCardPhotosProps) {
  const upload = useUpload('idCard');
  return (
    <section className="person__section" aria-labelledby={id}>
      {intro && (
        <>
          <h2 id={id}>{texts.title}</h2>
          <p>{texts.lead}</p>
        </>
      )}
      <div className="person__photos">
        <FileUpload label={texts.front} accept={ID_CARD_TYPES} maxBytes={ID_CARD_MAX_BYTES} upload={upload} value={front} onChange={onFront} />
        <FileUpload label={texts.back} accept={ID_CARD_TYPES} maxBytes={ID_CARD_MAX_BYTES} upload={upload} value={back} onChange={(value) => onBack(value)} />
      </div>
      {status && (
        <p role="status" className={`person__ocr person__ocr--${status.look}`}>
          {status.text}
        </p>
      )}
    </section>
  );
}
