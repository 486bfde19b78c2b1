import { ROUTES, ApiError, errorMessages, isApiError, isSilentFailure } from '@portal/core';
import { treasuryApi } from '../api/treasury';
import { treasury as t } from '../i18n/zh-CN/treasury';

/** Spec 001 section 8: the message for a failed download. */
export const DOWNLOAD_FAILED = errorMessages.fileDownloadFailed;
export const FILE_MISSING = t.view.missing;

export interface FetchedFile {
  blob: Blob;
  contentType: string | null;
}

/** A treasury file's bytes; a missing file rejects with FILE_MISSING, any other failure with its message. */
export async function fetchTreasuryFile(file: string): Promise<FetchedFile> {
  try {
    const response = await treasuryApi.file(file);
    return { blob: await response.blob(), contentType: response.headers.get('content-type') };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new Error(FILE_MISSING, { cause: error });
    throw error instanceof ApiError ? new Error(error.message, { cause: error }) : error;
  }
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a treasury file; resolves with an error message instead of throwing (none for the catalogue's silent refusals). */
export async function downloadTreasuryFile(file: string): Promise<string | undefined> {
  try {
    const response = await treasuryApi.file(file);
    saveBlob(await response.blob(), file);
    return undefined;
  } catch (error) {
    if (isSilentFailure(error)) return undefined;
    return isApiError(error) && error.status === 404 ? FILE_MISSING : DOWNLOAD_FAILED;
  }
}

/** The {type} of /treasuryFront/view/{type}/{file} for a file of this Content-Type. */
export function previewTypeOf(contentType: string): string {
  if (/^application\/pdf/i.test(contentType)) return 'pdf';
  if (/^image\//i.test(contentType)) return 'image';
  if (/^video\//i.test(contentType)) return 'video';
  return 'file';
}

export const previewPath = (file: { file: string; contentType: string }): string =>
  ROUTES.treasury.view.href({ type: previewTypeOf(file.contentType), file: file.file });
