import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
// From antd itself: this piece is part of the kit, and the kit importing itself would deadlock Module Federation's sharing.
import { Button } from 'antd';
import { UPLOAD_TEXTS } from '../i18n/zh-CN/upload';
import { compressImage, DEFAULT_COMPRESS, type CompressOptions } from './compress';
import { checkFile, formatBytes, isImageType, typeNames, type FileLimits, type UploadedFile } from './rules';
import './FileUpload.css';

export interface FileUploadProps extends FileLimits {
  /** What the file is (e.g. the ID card's portrait side): the field's name for screen readers and its caption. */
  label: string;
  /** Sends the file; reports progress as a fraction 0..1. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<UploadedFile>;
  value?: UploadedFile | null;
  /** A new file is up (with the file sent, e.g. for OCR), or the file was removed (null). */
  onChange?: (value: UploadedFile | null, file?: File) => void;
  /** Images are shrunk in the browser first; false sends them as they are. */
  compress?: CompressOptions | false;
  disabled?: boolean;
  /** Shown in the empty box, e.g. an outline of the card side. */
  placeholder?: ReactNode;
}

type Phase = { kind: 'idle' } | { kind: 'compressing' } | { kind: 'uploading'; percent: number } | { kind: 'error'; message: string };

/**
 * One file field: choose (type and size checked with a clear message), images compressed, upload
 * with a progress bar, then a preview with replace and remove. Keyboard: the buttons are the field.
 */
export function FileUpload({ label, upload, value, onChange, accept, maxBytes, compress = DEFAULT_COMPRESS, disabled = false, placeholder }: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [localPreview, setLocalPreview] = useState<string>();
  const [lastFile, setLastFile] = useState<File>();
  const hintId = useId();
  const attempt = useRef(0);

  // The object URL of the chosen image lives as long as it is shown.
  useEffect(() => () => {
    if (localPreview) URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const send = async (file: File) => {
    const mine = (attempt.current += 1);
    const current = () => attempt.current === mine;
    setLastFile(file);
    try {
      let sent = file;
      if (compress && isImageType(file.type)) {
        setPhase({ kind: 'compressing' });
        sent = await compressImage(file, compress);
      }
      if (!current()) return;
      setPhase({ kind: 'uploading', percent: 0 });
      const uploaded = await upload(sent, (fraction) => {
        if (current()) setPhase({ kind: 'uploading', percent: Math.min(100, Math.max(0, Math.round(fraction * 100))) });
      });
      if (!current()) return;
      setLocalPreview(isImageType(sent.type) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(sent) : undefined);
      setPhase({ kind: 'idle' });
      onChange?.({ ...uploaded, type: uploaded.type ?? sent.type }, sent);
    } catch (error) {
      if (current()) setPhase({ kind: 'error', message: error instanceof Error && error.message ? error.message : UPLOAD_TEXTS.failed });
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file, { accept, maxBytes });
    if (problem) {
      setPhase({ kind: 'error', message: problem });
      return;
    }
    void send(file);
  };

  const remove = () => {
    attempt.current += 1;
    setLocalPreview(undefined);
    setPhase({ kind: 'idle' });
    onChange?.(null);
  };

  const busy = phase.kind === 'compressing' || phase.kind === 'uploading';
  const previewUrl = value ? (value.url ?? localPreview) : undefined;
  const showImage = value && previewUrl && isImageType(value.type);

  return (
    <div className={`portal-upload${value ? ' portal-upload--done' : ''}`} role="group" aria-label={label}>
      <input
        ref={input}
        type="file"
        className="portal-upload__input"
        accept={accept.join(',')}
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={-1}
        disabled={disabled || busy}
        onChange={chosen}
      />
      <div className="portal-upload__box">
        {showImage ? (
          <img className="portal-upload__preview" src={previewUrl} alt={UPLOAD_TEXTS.preview(label)} />
        ) : value ? (
          <span className="portal-upload__name">{value.name}</span>
        ) : (
          placeholder ?? <span className="portal-upload__caption">{label}</span>
        )}
        {busy && (
          <div className="portal-upload__busy">
            {phase.kind === 'uploading' ? (
              <>
                <progress max={100} value={phase.percent} aria-label={UPLOAD_TEXTS.progress(label)} />
                <span aria-live="polite">{UPLOAD_TEXTS.uploading(phase.percent)}</span>
              </>
            ) : (
              <span aria-live="polite">{UPLOAD_TEXTS.compressing}</span>
            )}
          </div>
        )}
      </div>
      <div className="portal-upload__caption-row">
        <strong>{label}</strong>
        {value && !busy && <span className="portal-upload__ok">{UPLOAD_TEXTS.uploaded}</span>}
      </div>
      <div className="portal-upload__actions">
        {value ? (
          <>
            <Button size="small" disabled={disabled || busy} onClick={() => input.current?.click()} aria-label={`${UPLOAD_TEXTS.replace}${label}`}>
              {UPLOAD_TEXTS.replace}
            </Button>
            <Button size="small" danger disabled={disabled || busy} onClick={remove} aria-label={`${UPLOAD_TEXTS.remove}${label}`}>
              {UPLOAD_TEXTS.remove}
            </Button>
          </>
        ) : (
          <Button size="small" type="dashed" disabled={disabled || busy} loading={busy} onClick={() => input.current?.click()} aria-label={`${UPLOAD_TEXTS.choose}${label}`}>
            {UPLOAD_TEXTS.choose}
          </Button>
        )}
        {phase.kind === 'error' && lastFile && !checkFile(lastFile, { accept, maxBytes }) && (
          <Button size="small" type="link" onClick={() => void send(lastFile)}>
            {UPLOAD_TEXTS.retry}
          </Button>
        )}
      </div>
      <p id={hintId} className="portal-upload__hint">
        {UPLOAD_TEXTS.chooseHint(typeNames(accept), formatBytes(maxBytes))}
      </p>
      {phase.kind === 'error' && (
        <p className="portal-upload__error" role="alert">
          {phase.message}
        </p>
      )}
    </div>
  );
}
