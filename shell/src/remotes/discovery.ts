// Runs in the shell's entry, before its async boundary: only the federation runtime (bundled
// in the entry) and the pure routing module of @portal/core (not the shared singleton) here.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BASE_PATH as BASENAME, matchClaim, readRemotesManifest, type RemoteDescriptor, type RemotesManifest } from '@portal/core/routing';
import { telemetry } from '../telemetry/beacon';
import { noteError } from '../telemetry/diagnostics';
import { choiceOf, chosenEntry, initialChoice } from './versions';
import { takeEarlyRemotes } from './early';
import { pinVersions } from './integrity';

/** The runtime manifest: which remotes exist, where, and what they claim. Never cached. */
export const REMOTES_URL = `${BASENAME}/remotes.json`;

export function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.href).href;
}

let manifest: Promise<RemotesManifest> | undefined;

async function fetchRemotes(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * remotes.json, fetched once per document and every remote registered with the federation
 * runtime. The entry starts it before the shell's own code loads; the app reuses that answer.
 * A failure is not kept: the next call (the retry button) fetches again.
 */
export function loadRemotesManifest(url = REMOTES_URL): Promise<RemotesManifest> {
  manifest ??= (async () => {
    // The default cache mode: it takes index.html's preload of remotes.json (the server has
    // browsers revalidate the file, so a new deployment is seen at once).
    // What src/early.js read already; when it could not, the shell asks itself.
    const early = await takeEarlyRemotes(absoluteEntry(url))?.catch(() => undefined);
    const { manifest: parsed, refused } = readRemotesManifest(early ?? (await fetchRemotes(url)));
    telemetry.configure(parsed.telemetry);
    // A broken entry is left out and reported (diagnostics page, telemetry); the other remotes load.
    for (const entry of refused) {
      console.error(entry.reason);
      noteError(entry.name ?? `remotes[${entry.index}]`, entry.reason);
    }
    // Each remote's current version, or its previous one when the current is outside the contract.
    registerRemotes(parsed.remotes.map((r) => {
      pinVersions(r);
      const choice = initialChoice(r);
      return { name: r.name, entry: absoluteEntry(choice.use === 'none' ? r.entry : choice.entry) };
    }));
    return parsed;
  })();
  const current = manifest;
  current.catch(() => {
    if (manifest === current) manifest = undefined;
  });
  return current;
}

/** The page path under the shell's basename, or undefined for an address outside the portal. */
export function portalPath(href: string): string | undefined {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname !== BASENAME && !url.pathname.startsWith(`${BASENAME}/`)) return undefined;
  return url.pathname.slice(BASENAME.length) || '/';
}

const started = new Map<string, Promise<unknown>>();

/** A parcel's `preload` of a path's page code (@portal/ui's createRemoteParcel), if it has one. */
export function parcelPreload(parcel: unknown): ((pathname: string) => Promise<void>) | undefined {
  const preload = (parcel as { preload?: unknown } | null | undefined)?.preload;
  return typeof preload === 'function' ? (preload as (pathname: string) => Promise<void>) : undefined;
}

/**
 * Fetches a remote's manifest, entry and the files of its `./parcel` (with the shared modules
 * they need) and runs them ahead of use, once per remote and document; then the code of the page
 * at `pathname` (a remote's lazy pages), once per page. Failures are left to the real load,
 * which shows them with its retry.
 */
export function prefetchRemote(remote: RemoteDescriptor, pathname?: string): void {
  // A remote with no usable version is left to the outlet, which shows its retry.
  if (choiceOf(remote).use === 'none') return;
  let parcel = started.get(remote.name);
  if (!parcel) {
    parcel = preloadRemote([{ nameOrAlias: remote.name, exposes: ['parcel'], resourceCategory: 'sync', share: true }])
      // And run it: a click then only mounts the page (its module and shared modules are ready).
      .then(() => loadRemote(`${remote.name}/parcel`));
    started.set(remote.name, parcel);
    parcel.catch(() => started.delete(remote.name));
  }
  if (pathname !== undefined) parcel.then((mod) => parcelPreload((mod as { default?: unknown } | null | undefined)?.default)?.(`${BASENAME}${pathname}`)).catch(() => undefined);
}

interface RemoteFilesManifest {
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

const warmed = new Set<string>();

/**
 * The idle prefetch: a remote's manifest, entry and page chunks into the browser's cache at low
 * priority, nothing run (running them would cost the page main-thread time it may never use).
 * A click still loads them, from the cache; hover and focus use `prefetchRemote`, which runs them.
 */
export function warmRemote(remote: RemoteDescriptor): void {
  if (started.has(remote.name) || warmed.has(remote.name)) return;
  warmed.add(remote.name);
  const manifestUrl = absoluteEntry(chosenEntry(remote));
  const low = { priority: 'low' } as RequestInit;
  fetch(manifestUrl, low)
    .then((r) => (r.ok ? (r.json() as Promise<RemoteFilesManifest>) : Promise.reject(new Error(String(r.status)))))
    .then((m) => Promise.all(parcelFiles(m, manifestUrl).map((url) => fetch(url, low).then((r) => r.arrayBuffer()))))
    .catch(() => warmed.delete(remote.name));
}

/**
 * Prefetches the remote that owns a path (none for the shell's own pages): `warm` only fills the
 * cache (the idle prefetch), otherwise the remote's entry and page chunks are loaded and run.
 */
export async function prefetchPath(pathname: string, { warm = false } = {}): Promise<void> {
  const match = matchClaim(pathname, await loadRemotesManifest());
  if (!match) return;
  if (warm) warmRemote(match.remote);
  else prefetchRemote(match.remote, pathname);
}

/**
 * Early discovery, from the entry: remotes.json, then the current page's remote (manifest,
 * entry, page chunk) load while the shell's own chunks and shared modules are still arriving.
 */
export function discoverEarly(): void {
  const path = portalPath(window.location.href);
  if (path) prefetchPath(path).catch(() => undefined);
}
