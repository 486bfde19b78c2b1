/** Past this, the wait ends anyway (a browser that reports no paint and draws no frame). */
export const AFTER_FIRST_PAINT_LIMIT_MS = 1000;

/**
 * Resolves once the document has had its first contentful paint (at once if it has already had
 * it, or if the tab is hidden and will not paint until shown).
 *
 * For a lazy page whose frame (brand, heading, card) is drawn at once and whose body needs the UI
 * kit: `lazy(() => afterFirstPaint().then(() => import('./Page')))` lets the frame paint before
 * the kit's thirty-odd files are requested. Requested during the render, they hold the first
 * paint back by the time a phone takes to add a script tag for each, and the phone's network
 * shares its bandwidth between them and what the first paint still waits for. Later visits do
 * not wait: the document has painted.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(limit);
      observer?.disconnect();
      resolve();
    };
    const limit = setTimeout(done, AFTER_FIRST_PAINT_LIMIT_MS);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else if (typeof requestAnimationFrame === 'function') {
      // No paint timing: the next frame's paint, in the task after it.
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}
