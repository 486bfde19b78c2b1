/**
 * Starts loading the kit parts a page renders, all at once, beside the page's own import.
 *
 * A lazy page's `import()` runs every module it needs (antd's form, modal, tabs...) in one task,
 * when the last of its files arrives: on a phone a single 400 ms block. A part imported on its own
 * runs as soon as its own files are in, so the parts run one by one in the gaps while the rest
 * still downloads, and the page's import then finds them ready. No file is fetched twice or
 * later than before: the page needs the same ones.
 *
 * Each loader must name its part literally, `() => import('@portal/ui/kit').then(({ Form }) => Form)`:
 * the build turns that into the one shared part. A part that fails to load is ignored here; the
 * page's own import fails on it and shows the page's error.
 */
export function warmParts(parts: ReadonlyArray<() => Promise<unknown>>): void {
  for (const load of parts) load().catch(() => undefined);
}
