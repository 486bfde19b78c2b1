import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { imageViewer } from '../i18n/zh-CN/pages';
import './ImageViewer.css';

/** Texts of the image viewer. */
export const IMAGE_VIEWER_TEXTS = imageViewer;

export interface ImageViewerProps {
  src: string;
  alt?: string;
  width?: number | string;
  height?: number | string;
  /** Click opens the image full size in an overlay (default true). */
  preview?: boolean;
  className?: string;
  texts?: Partial<typeof IMAGE_VIEWER_TEXTS>;
}

/**
 * An image with a full-size preview. When it fails to load it shows the fallback text
 * 图片加载失败 in its place instead of a broken-image icon.
 */
export function ImageViewer({ src, alt, width, height, preview = true, className, texts }: ImageViewerProps) {
  const t = { ...IMAGE_VIEWER_TEXTS, ...texts };
  const [failed, setFailed] = useState(false);
  // A new src is tried afresh: reset while rendering (React's pattern for state that follows a prop), not by an effect after it.
  const [triedSrc, setTriedSrc] = useState(src);
  if (triedSrc !== src) {
    setTriedSrc(src);
    setFailed(false);
  }
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const classes = ['portal-image', className].filter(Boolean).join(' ');
  if (failed) {
    return (
      <span className={`${classes} portal-image--failed`} role="img" aria-label={t.fallbackAlt} style={{ width, height }}>
        {t.fallbackAlt}
      </span>
    );
  }
  const img = <img src={src} alt={alt ?? ''} width={width} height={height} onError={() => setFailed(true)} />;
  if (!preview) return <span className={classes}>{img}</span>;
  return (
    <>
      <button type="button" className={`${classes} portal-image--button`} title={t.preview} onClick={() => setOpen(true)}>
        {img}
      </button>
      {open &&
        createPortal(
          <div className="portal-image-preview" role="dialog" aria-modal="true" aria-label={alt || t.preview} onClick={() => setOpen(false)}>
            <img src={src} alt={alt ?? ''} onError={() => setFailed(true)} />
            <button type="button" className="portal-image-preview__close" aria-label={t.close} onClick={() => setOpen(false)}>
              ×
            </button>
          </div>,
          document.body,
        )}
    </>
  );
}
