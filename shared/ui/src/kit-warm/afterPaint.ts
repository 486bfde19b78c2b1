/** A hidden tab draws no frame: past this, the wait ends anyway. */
export const AFTER_PAINT_LIMIT_MS = 200;

/**
 * Resolves once the browser has painted what the current render put on screen: after the next
 * frame, in a task of its own (or after AFTER_PAINT_LIMIT_MS, whichever comes first).
 *
 * For a lazy page whose frame (brand, heading, card) is drawn at once and whose body needs the UI
 * kit: `lazy(() => afterPaint().then(() => import('./Page')))` lets the frame paint before the
 * kit's thirty-odd files are requested. Started during the render, those requests (one script tag
 * each) hold the first paint back by the time the phone takes to add them, and a phone's network
 * then shares its bandwidth between them and whatever the first paint still waits for. The body
 * arrives one frame later, at most.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, AFTER_PAINT_LIMIT_MS);
    const done = () => {
      clearTimeout(limit);
      resolve();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
  });
}
