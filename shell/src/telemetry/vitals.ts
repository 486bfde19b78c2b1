import { noteVital } from './diagnostics';

let started = false;

/**
 * This page view's Web Vitals (the `web-vitals` library, its own chunk: loaded after idle or on
 * the diagnostics page, never with the first view). Its observers read buffered entries, so the
 * values are those of the whole page view.
 */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = ({ name, value, rating }: { name: string; value: number; rating?: string }) => noteVital({ name, value: Math.round(value * 1000) / 1000, rating });
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report, { reportAllChanges: true });
    })
    .catch(() => {
      started = false;
    });
}
