/** How far a photo is shrunk before upload: ID-card and licence photos stay legible at 1600 px. */
export interface CompressOptions {
  maxSide: number;
  /** JPEG quality, 0..1. */
  quality: number;
  /** Smaller images are sent as they are. */
  minBytes: number;
}

export const DEFAULT_COMPRESS: CompressOptions = { maxSide: 1600, quality: 0.82, minBytes: 300 * 1024 };

/**
 * A JPEG no larger than maxSide on either side, or the original when it is small, not a photo
 * the browser can draw, or the result would not be smaller (PNG line art often is not).
 */
export async function compressImage(file: File, options: CompressOptions = DEFAULT_COMPRESS): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || file.size < options.minBytes) return file;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, options.maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no alpha: paint white first so transparent PNG areas do not turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', options.quality));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    // An image the browser cannot decode is sent as it is; the server judges it.
    return file;
  }
}
