import { portalPath, prefetchPath } from '../remotes/discovery';
import { after } from '@portal/ui';

function prefetchLink(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const path = portalPath(link.href);
  if (path) prefetchPath(path).catch(() => undefined);
}

/** Every remote the page links to, into the cache (nothing run) once the browser has nothing else to do. */
function prefetchLinkedRemotes(doc: Document): void {
  const paths = new Set<string>();
  for (const a of Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const path = portalPath(a.href);
    if (path) paths.add(path);
  }
  for (const path of paths) prefetchPath(path, { warm: true }).catch(() => undefined);
}

/**
 * Prefetch of other remotes: on hover, focus or touch of a link to one, and at the first view's
 * `idle` moment (the page has shown its content and loaded, and the browser is idle). A click then finds the remote's manifest, entry and page
 * chunk already here. Returns a function that removes the listeners.
 */
export function installLinkPrefetch(win: Window = window): () => void {
  const onIntent = (e: Event) => prefetchLink(e.target);
  const doc = win.document;
  doc.addEventListener('pointerover', onIntent, { capture: true, passive: true });
  doc.addEventListener('focusin', onIntent, { capture: true });
  doc.addEventListener('touchstart', onIntent, { capture: true, passive: true });
  const cancelIdle = after('idle', () => prefetchLinkedRemotes(doc));
  return () => {
    cancelIdle();
    doc.removeEventListener('pointerover', onIntent, { capture: true });
    doc.removeEventListener('focusin', onIntent, { capture: true });
    doc.removeEventListener('touchstart', onIntent, { capture: true });
  };
}
