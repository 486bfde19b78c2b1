// The bench's figures turned into its printed budgets (issue 29): every budget is a ratio of
// figures of the same run (the framework floor's, home's), so a loaded machine moves both sides.
// Pure functions, unit-tested in bench-report.test.ts; bench.mjs measures, this reads.
import { BASE_PATH } from '../apps.mjs';

export const BUDGET = {
  /** Signed-in pages: Lighthouse mobile score, each. */
  signedInScore: 0.9,
  /** Signed-in pages: JS before the main heading, over home's. */
  signedInJs: 1.6,
  /** Signed-in pages: Lighthouse LCP, over home's. */
  signedInLcp: 1.25,
  /** Public pages: Lighthouse mobile score, at least the floor's minus this. */
  publicScoreBelowFloor: 0.02,
  /** JS before home content, over the floor's. */
  publicJs: 1.35,
  /** Navigation start to heading, portal median over the floor's median. */
  publicHeading: 1.5,
  /** Cumulative layout shift on every measured page (worst run). */
  cls: 0.01,
  /** Public pages: Lighthouse total blocking time (median run), over home's (issue 48). */
  publicTbt: 1.5,
  /** Signed-in pages: Lighthouse total blocking time (median run), over home's, and below the form floor's (issue 48). */
  signedInTbt: 3,
  /** Click to a prefetched remote's heading, median. */
  prefetchedClickMs: 50,
  /** A clean `pnpm build` of all six apps (no dist, no persistent cache), seconds. */
  cleanBuildS: 60,
};

export const median = (xs) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/**
 * `wanted` measured runs of `run()` (async, resolving to `{ error?, ... }`). A run Lighthouse could not
 * measure (a runtime error such as NO_NAVSTART, which a busy machine sometimes gives) is run again,
 * at most `wanted` times in all: it says nothing of the page, and its score of 0 would pull the
 * median down. Returns the measured runs and the errors of the ones run again.
 */
export async function measuredRuns(run, wanted) {
  const runs = [];
  const errors = [];
  while (runs.length < wanted && errors.length < wanted) {
    const result = await run();
    if (result.error) errors.push(result.error);
    else runs.push(result);
  }
  return { runs, errors };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const sec = (n) => `${(n / 1000).toFixed(1)} s`;
const x = (n) => `${n.toFixed(2)}x`;
export const verdict = (pass) => (pass ? 'ok' : 'OVER');

/**
 * The budget rows: [budget, figure, value, limit, verdict].
 * @param {object} run
 * @param {{ jsBefore: number, jsFiles: number }} run.home      home's cold load (signed out)
 * @param {{ jsBefore: number, jsFiles: number }} run.floor     the floor's cold load
 * @param {{ jsBefore: number, jsFiles: number }} [run.formFloor] the form floor's cold load (the floor with antd's form)
 * @param {number[]} run.homeHeadingMs  navigation start to home's heading, each run
 * @param {number[]} run.floorHeadingMs navigation start to the floor's heading, each run
 * @param {number[]} run.clicksMs       prefetched clicks, each run
 * @param {{ label: string, kind: 'floor'|'public'|'signed-in'|'reference', score: number, lcp: number, cls: number, tbt?: number }[]} run.lighthouse
 * @param {{ label: string, jsBefore: number, jsFiles: number }[]} run.signedIn  each signed-in page's cold load
 * @param {{ total: number, jobs: number }} [run.build] the clean build's seconds (`--clean-build` only)
 */
export function budgetRows({ home, floor, formFloor, split, homeHeadingMs, floorHeadingMs, clicksMs, lighthouse, signedIn, build }) {
  const rows = [];
  const lh = (label) => lighthouse.find((r) => r.label === label);
  const floorLh = lighthouse.find((r) => r.kind === 'floor');
  const homeLh = lh('home');

  const jsRatio = home.jsBefore / floor.jsBefore;
  rows.push(['public: JS before home content / floor', `${kb(home.jsBefore)} (${home.jsFiles} files) / ${kb(floor.jsBefore)} (${floor.jsFiles} files)`, x(jsRatio), `<= ${BUDGET.publicJs}x`, verdict(jsRatio <= BUDGET.publicJs)]);
  if (split) {
    // Not budgets: the least home's scripts could be with a perfect split (bench-split.mjs), read
    // against the same limit. The split's brotli is scaled to the transferred bytes.
    const bound = (bytes) => (home.jsBefore * bytes) / split.whole;
    const reference = (label, bytes) => {
      const ratio = bound(bytes) / floor.jsBefore;
      rows.push([label, `${kb(bound(bytes))} / ${kb(floor.jsBefore)}`, x(ratio), `<= ${BUDGET.publicJs}x`, ratio <= BUDGET.publicJs ? 'within' : 'beyond']);
    };
    reference('reference: home, portal code not run before its heading split off / floor', split.split);
    reference("reference: the same, and @portal/core's services split off too / floor", split.splitWithoutServices);
  }
  const headingRatio = median(homeHeadingMs) / median(floorHeadingMs);
  rows.push(['public: navigation start to heading / floor', `median ${ms(median(homeHeadingMs))} / ${ms(median(floorHeadingMs))}`, x(headingRatio), `<= ${BUDGET.publicHeading}x`, verdict(headingRatio <= BUDGET.publicHeading)]);
  for (const r of lighthouse.filter((p) => p.kind === 'public')) {
    if (!floorLh) break;
    const min = floorLh.score - BUDGET.publicScoreBelowFloor;
    rows.push([`public: Lighthouse mobile, ${r.label}`, `${r.score.toFixed(2)} (floor ${floorLh.score.toFixed(2)})`, r.score.toFixed(2), `>= ${min.toFixed(2)}`, verdict(r.score >= min - 1e-9)]);
  }
  if (formFloor) {
    // Not a budget: what the fixed stack alone costs for a form page, read against the same limit.
    const js = formFloor.jsBefore / home.jsBefore;
    rows.push([`reference: form floor's JS before heading / home's`, `${kb(formFloor.jsBefore)} (${formFloor.jsFiles} files) / ${kb(home.jsBefore)}`, x(js), `<= ${BUDGET.signedInJs}x`, js <= BUDGET.signedInJs ? 'within' : 'beyond']);
  }
  for (const page of signedIn) {
    const r = lh(page.label);
    if (r) rows.push([`signed in: Lighthouse mobile, ${page.label}`, r.score.toFixed(2), r.score.toFixed(2), `>= ${BUDGET.signedInScore.toFixed(2)}`, verdict(r.score >= BUDGET.signedInScore)]);
    const js = page.jsBefore / home.jsBefore;
    rows.push([`signed in: JS before heading / home's, ${page.label}`, `${kb(page.jsBefore)} (${page.jsFiles} files) / ${kb(home.jsBefore)}`, x(js), `<= ${BUDGET.signedInJs}x`, verdict(js <= BUDGET.signedInJs)]);
    if (r && homeLh) {
      const lcp = r.lcp / homeLh.lcp;
      rows.push([`signed in: LCP / home's, ${page.label}`, `${sec(r.lcp)} / ${sec(homeLh.lcp)}`, x(lcp), `<= ${BUDGET.signedInLcp}x`, verdict(lcp <= BUDGET.signedInLcp)]);
    }
  }
  rows.push(...mainThreadRows(lighthouse));
  for (const r of lighthouse.filter((p) => p.kind !== 'reference')) {
    rows.push([`CLS, ${r.label}`, `worst of the runs`, r.cls.toFixed(3), `<= ${BUDGET.cls}`, verdict(r.cls <= BUDGET.cls)]);
  }
  const click = median(clicksMs);
  rows.push(['prefetched click to help heading', `median of ${clicksMs.length}`, ms(click), `<= ${BUDGET.prefetchedClickMs} ms`, verdict(click <= BUDGET.prefetchedClickMs)]);
  if (build) rows.push(['clean production build, all six apps', `${build.jobs} at a time`, `${build.total.toFixed(1)} s`, `<= ${BUDGET.cleanBuildS} s`, verdict(build.total <= BUDGET.cleanBuildS)]);
  return rows;
}

/**
 * Main-thread cost (issue 48, item 5): each page's Lighthouse total blocking time against home's in
 * the same run (a slow hour slows both), public pages within 1.5x, signed-in pages within 3x and
 * below the form floor's (the fixed stack's least for a form page). With the bare page's beside it,
 * so a reader sees how fast the hour was. Rows only when the runs recorded TBT.
 */
export function mainThreadRows(lighthouse) {
  const homeLh = lighthouse.find((r) => r.label === 'home');
  if (!homeLh || homeLh.tbt === undefined) return [];
  const home = Math.max(homeLh.tbt, 1);
  const formFloor = lighthouse.find((r) => r.label === 'form floor');
  const bare = lighthouse.find((r) => r.label === 'bare React');
  const rows = [];
  if (bare?.tbt !== undefined) rows.push(["reference: the hour's speed, bare React page's TBT", ms(bare.tbt), '', '', '']);
  for (const r of lighthouse.filter((p) => p.tbt !== undefined && p.label !== 'home' && (p.kind === 'public' || p.kind === 'signed-in'))) {
    const ratio = r.tbt / home;
    if (r.kind === 'public') {
      rows.push([`public: TBT / home's, ${r.label}`, `${ms(r.tbt)} / ${ms(homeLh.tbt)}`, x(ratio), `<= ${BUDGET.publicTbt}x`, verdict(ratio <= BUDGET.publicTbt)]);
    } else {
      const belowForm = formFloor?.tbt === undefined || r.tbt < formFloor.tbt;
      const limit = formFloor?.tbt === undefined ? `<= ${BUDGET.signedInTbt}x` : `<= ${BUDGET.signedInTbt}x, < form floor ${ms(formFloor.tbt)}`;
      rows.push([`signed in: TBT / home's, ${r.label}`, `${ms(r.tbt)} / ${ms(homeLh.tbt)}`, x(ratio), limit, verdict(ratio <= BUDGET.signedInTbt && belowForm)]);
    }
  }
  return rows;
}

/** The rows as an aligned table, header and rule first. */
export function table(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => String(r[c] ?? '').length)));
  const line = (r) => `  ${r.map((cell, c) => String(cell ?? '').padEnd(widths[c])).join('  ')}`.trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The app a script URL comes from: `/cWeb/remotes/<pkg>/…` is that remote's, the rest the shell's. */
export function appOf(url) {
  const pathname = new URL(url, 'http://localhost').pathname;
  const remote = new RegExp(`^${BASE_PATH}/remotes/([^/]+)/`).exec(pathname);
  return remote ? remote[1] : 'shell';
}

/**
 * From a build's stats.json (PORTAL_STATS=1): each emitted JS file's largest modules, by size.
 * @returns {Map<string, { name: string, size: number }[]>} file name -> modules, largest first
 */
export function modulesByFile(stats, top = 3) {
  const files = new Map();
  for (const chunk of stats.chunks ?? []) {
    // A concatenated module counts as the modules inside it; groups without a name are left out.
    const flat = (m) => (m.modules?.some((inner) => inner.name) ? m.modules.flatMap(flat) : m.name ? [m] : []);
    const modules = (chunk.modules ?? [])
      .flatMap(flat)
      .map((m) => ({ name: shortModule(m.name), size: m.size ?? 0 }))
      .sort((a, b) => b.size - a.size)
      .slice(0, top);
    for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.set(file, modules);
  }
  return files;
}

/** `./node_modules/.pnpm/antd@5.1.0/node_modules/antd/es/table/Table.js` -> `antd/es/table/Table.js`. */
export function shortModule(name) {
  const clean = name.replace(/^\([^)]*\)\s*/, '').replace(/ \+ \d+ modules$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  return nm >= 0 ? clean.slice(nm + 'node_modules/'.length) : clean.replace(/^\.\//, '');
}

/**
 * Where a page's bytes go: the scripts it loaded before its heading, largest first (`limit` of
 * them, then the rest in one line), with the app each comes from and, when that app's stats are
 * given, its largest modules.
 * @param {{ file: string, transferred: number }[]} files  the cold load's scripts before the heading (URL paths)
 * @param {Record<string, Map<string, { name: string, size: number }[]>>} modules  app -> modulesByFile()
 */
export function chunkLines(files, modules = {}, limit = 15) {
  const sorted = [...files].sort((a, b) => b.transferred - a.transferred);
  const rest = sorted.slice(limit);
  const more = rest.length ? [`    ${kb(rest.reduce((n, f) => n + f.transferred, 0)).padStart(9)}  ${rest.length} smaller files`] : [];
  return sorted
    .slice(0, limit)
    .map((f) => {
      const app = appOf(f.file);
      const base = f.file.split('/').pop();
      const top = modules[app]?.get(base);
      const what = top?.length ? `  ${top.map((m) => `${m.name} ${kb(m.size)}`).join(', ')}` : '';
      return `    ${kb(f.transferred).padStart(9)}  ${app}/${base}${what}`;
    })
    .concat(more);
}
