/** How /treasuryFront/view/{type}/{file} shows a file. */
export type PreviewKind = 'pdf' | 'image' | 'video' | 'unsupported';

const BY_TYPE: Record<string, PreviewKind> = {
  pdf: 'pdf',
  image: 'image',
  img: 'image',
  picture: 'image',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  video: 'video',
  mp4: 'video',
  webm: 'video',
};

/** Extensions a browser shows by itself; others (doc, xls, csv, zip...) are downloaded. */
const BY_EXTENSION: Record<string, PreviewKind> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  mp4: 'video',
  webm: 'video',
};

const extensionOf = (file: string): string => {
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
};

/**
 * The viewer for a file: its `type` in the URL decides (pdf, image, video and their usual
 * aliases); a generic type (`file`, `doc`) falls back to the file's extension. A type and
 * extension that disagree (type pdf, file .mp4) are not trusted: the file is offered as a download.
 */
export function choosePreview(type: string, file: string): PreviewKind {
  const byType = BY_TYPE[type.toLowerCase()];
  const byExtension = BY_EXTENSION[extensionOf(file)];
  if (byType && byExtension && byType !== byExtension) return 'unsupported';
  return byType ?? byExtension ?? 'unsupported';
}

/** The Content-Types a viewer accepts, checked against what the server sent. */
const CONTENT_TYPES: Record<Exclude<PreviewKind, 'unsupported'>, RegExp> = {
  pdf: /^application\/pdf\b/i,
  image: /^image\/(png|jpe?g|gif|webp)\b/i,
  video: /^video\/(mp4|webm)\b/i,
};

/** False when the server says the file is something other than the viewer expects. */
export function contentTypeFits(kind: PreviewKind, contentType: string | null): boolean {
  if (kind === 'unsupported') return true;
  return contentType === null || contentType === '' || CONTENT_TYPES[kind].test(contentType);
}
