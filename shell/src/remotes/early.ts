// The part of remote discovery that runs before the shell's own script: no federation runtime
// here, only the pure routing module of @portal/core. `discover.ts` (its own small file, listed in
// index.html before main.js) starts the current page's remote with it; `discovery.ts` (in main.js)
// takes over what it fetched.
import { matchClaim, type RemotesManifest } from '@portal/core/routing';

/** The runtime manifest: which remotes exist, where, and what they claim. Never cached. */
export const REMOTES_URL = '/cWeb/remotes.json';
const BASENAME = '/cWeb';

export function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.href).href;
}

/** The page path under the shell's basename, or undefined for an address outside the portal. */
export function portalPath(href: string): string | undefined {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname !== BASENAME && !url.pathname.startsWith(`${BASENAME}/`)) return undefined;
  return url.pathname.slice(BASENAME.length) || '/';
}

export interface RemoteFilesManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The files a remote's `./parcel` needs first, as absolute URLs, from its mf-manifest.json. */
export function parcelFiles(manifest: RemoteFilesManifest, manifestUrl: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const parcel = manifest.exposes?.find((e) => e.name === 'parcel');
  const files = [
    ...(entry?.name ? [[entry.path, entry.name].filter(Boolean).join('/')] : []),
    ...(parcel?.assets?.js?.sync ?? []),
    ...(parcel?.assets?.css?.sync ?? []),
  ];
  return files.map((file) => new URL(file, base).href);
}

/** What the early script fetched, by absolute URL, each answer to be taken once. */
type EarlyAnswers = Map<string, Promise<Response>>;

const KEY = '__portalEarlyDiscovery';
type WithEarly = typeof globalThis & { [KEY]?: EarlyAnswers };

/**
 * The early script's answer for a URL (remotes.json, the page's remote manifest), once: a later
 * request (a retry after a failure, a new deployment's check) fetches for itself.
 */
export function takeEarly(url: string): Promise<Response> | undefined {
  const answers = (globalThis as WithEarly)[KEY];
  const answer = answers?.get(url);
  answers?.delete(url);
  return answer;
}

/** Adds `<link rel="preload">` for a file the page is about to load, as the federation runtime's own preload does. */
function preload(href: string) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

/**
 * Starts the current page's remote before the shell's script has arrived: remotes.json (index.html
 * preloads it), then the claiming remote's manifest, then its entry and page chunks as preloads.
 * The fetched answers wait in a global for the shell (`takeEarly`); the preloaded files are found by
 * the federation runtime's own loads. A failure here costs nothing: the shell fetches for itself.
 */
export function discoverFromPage(): void {
  const path = portalPath(window.location.href);
  if (!path) return;
  const answers: EarlyAnswers = new Map();
  (globalThis as WithEarly)[KEY] = answers;
  const keep = (url: string) => {
    const answer = fetch(url);
    // The shell gets a copy of the answer (its status, headers and body) to read as if it had fetched it.
    const copy = answer.then((response) => response.clone());
    // Failures are the shell's to see; none is unhandled here.
    copy.catch(() => undefined);
    answers.set(url, copy);
    return answer.then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))));
  };
  keep(REMOTES_URL)
    .then((remotes: RemotesManifest) => {
      const match = matchClaim(path, { remotes: Array.isArray(remotes?.remotes) ? remotes.remotes.filter((r) => Array.isArray(r?.routes)) : [] });
      if (!match || typeof match.remote.entry !== 'string') return;
      const manifestUrl = absoluteEntry(match.remote.entry);
      return keep(manifestUrl).then((manifest: RemoteFilesManifest) => parcelFiles(manifest, manifestUrl).forEach(preload));
    })
    .catch(() => undefined);
}
