import { portalPath, prefetchPath } from '../remotes/discovery';

function prefetchLink(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const path = portalPath(link.href);
  if (path) prefetchPath(path).catch(() => undefined);
}

/** Every remote the page links to, prefetched once the browser has nothing else to do. */
function prefetchLinkedRemotes(doc: Document): void {
  const paths = new Set<string>();
  for (const a of Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const path = portalPath(a.href);
    if (path) paths.add(path);
  }
  for (const path of paths) prefetchPath(path).catch(() => undefined);
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/**
 * Prefetch of other remotes: on hover, focus or touch of a link to one, and when the browser
 * is idle after the page has loaded. A click then finds the remote's manifest, entry and page
 * chunk already here. Returns a function that removes the listeners.
 */
export function installLinkPrefetch(win: IdleWindow = window, idleDelayMs = 1000): () => void {
  const onIntent = (e: Event) => prefetchLink(e.target);
  const doc = win.document;
  doc.addEventListener('pointerover', onIntent, { capture: true, passive: true });
  doc.addEventListener('focusin', onIntent, { capture: true });
  doc.addEventListener('touchstart', onIntent, { capture: true, passive: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    timer = setTimeout(() => {
      if (win.requestIdleCallback) win.requestIdleCallback(() => prefetchLinkedRemotes(doc), { timeout: 5000 });
      else prefetchLinkedRemotes(doc);
    }, idleDelayMs);
  };
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    clearTimeout(timer);
    win.removeEventListener('load', whenIdle);
    doc.removeEventListener('pointerover', onIntent, { capture: true });
    doc.removeEventListener('focusin', onIntent, { capture: true });
    doc.removeEventListener('touchstart', onIntent, { capture: true });
  };
}
