import { UPLOAD_TEXTS } from '../i18n/zh-CN/upload';

/** What a file field takes: MIME types (image/jpeg, application/pdf) and a size limit in bytes. */
export interface FileLimits {
  accept: readonly string[];
  maxBytes: number;
}

/** A file the server holds: its id for the calls, and a link to show it where there is one. */
export interface UploadedFile {
  fileId: string;
  name: string;
  url?: string;
  /** MIME type, so a preview knows whether it is an image. */
  type?: string;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'application/pdf': 'PDF',
};

export const isImageType = (type: string | undefined): boolean => !!type && type.startsWith('image/');

/** 'JPG、PNG' for the hint and the wrong-type message. */
export const typeNames = (accept: readonly string[]): string =>
  [...new Set(accept.map((type) => TYPE_NAMES[type] ?? type.split('/').pop()?.toUpperCase() ?? type))].join(UPLOAD_TEXTS.typeSeparator);

/** 5 MB, 800 KB: the size as a person reads it (binary units, as the OS shows file sizes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The message for a file the field cannot take, or undefined when it fits the limits. */
export function checkFile(file: Pick<File, 'type' | 'size'>, { accept, maxBytes }: FileLimits): string | undefined {
  if (!accept.includes(file.type)) return UPLOAD_TEXTS.wrongType(typeNames(accept));
  if (file.size === 0) return UPLOAD_TEXTS.empty;
  if (file.size > maxBytes) return UPLOAD_TEXTS.tooLarge(formatBytes(maxBytes));
  return undefined;
}
