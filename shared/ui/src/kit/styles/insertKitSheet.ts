import { nextTask } from '../../kit-warm/nextTask';

/** Where the first copy of this code to run leaves its promise, for every other app's copy. */
const KEY = '__portalKitSheet';
const MARK = 'data-portal-kit-styles';

type Holder = { [KEY]?: Promise<void> };

/**
 * Puts the kit's pre-rendered stylesheet in <head>, once per document: before the page's other
 * stylesheets (the apps' CSS after it keeps its precedence over antd's), one piece per task.
 *
 * A phone parses a stylesheet in one go when it is inserted: half a megabyte of antd's CSS is one
 * 130 ms task on a mid-range phone, the page frozen meanwhile. Pieces of 32 KB are short
 * tasks, with the page's other work between them. The kit's components wait for the whole sheet
 * (see KitProvider): they never render with half their styles, and antd reads the map of what
 * the sheet holds (its last rule) only then.
 *
 * Each piece carries `nonce` (the page's, for its Content-Security-Policy). Resolves once every
 * piece is in; null where there is no document (server-side rendering, the sheet's own rendering
 * at build time).
 */
export function insertKitSheet(pieces: readonly string[], nonce?: string): Promise<void> | null {
  if (typeof document === 'undefined') return null;
  const holder = window as Holder;
  // Another app's copy put it in (or an older build's, in one piece): nothing to wait for.
  holder[KEY] ??= document.querySelector(`style[${MARK}]`) ? Promise.resolve() : insertPieces(pieces, nonce);
  return holder[KEY];
}

async function insertPieces(pieces: readonly string[], nonce: string | undefined): Promise<void> {
  const before = document.head.querySelector('style, link[rel="stylesheet"]');
  for (const [index, piece] of pieces.entries()) {
    // The first piece too: not in the task that runs the module asking for the sheet.
    await nextTask();
    const style = document.createElement('style');
    style.setAttribute(MARK, `${index + 1}/${pieces.length}`);
    // The page's CSP nonce: the policy allows no other inline style.
    if (nonce) style.setAttribute('nonce', nonce);
    style.textContent = piece;
    document.head.insertBefore(style, before);
  }
}
