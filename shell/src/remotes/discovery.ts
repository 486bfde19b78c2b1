// Runs in the shell's entry, before its async boundary: only the federation runtime (bundled
// in the entry) and the pure routing module of @portal/core (not the shared singleton) here.
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchClaim, parseRemotesManifest, type RemoteDescriptor, type RemotesManifest } from '@portal/core/routing';

/** The runtime manifest: which remotes exist, where, and what they claim. Never cached. */
export const REMOTES_URL = '/cWeb/remotes.json';
const BASENAME = '/cWeb';

export function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.href).href;
}

let manifest: Promise<RemotesManifest> | undefined;

/**
 * remotes.json, fetched once per document and every remote registered with the federation
 * runtime. The entry starts it before the shell's own code loads; the app reuses that answer.
 * A failure is not kept: the next call (the retry button) fetches again.
 */
export function loadRemotesManifest(url = REMOTES_URL): Promise<RemotesManifest> {
  manifest ??= (async () => {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const parsed = parseRemotesManifest(await response.json());
    registerRemotes(parsed.remotes.map((r) => ({ name: r.name, entry: absoluteEntry(r.entry) })));
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

const started = new Set<string>();

/**
 * Fetches a remote's manifest, entry and the files of its `./parcel` (with the shared modules
 * they need) ahead of use; once per remote and document. Failures are left to the real load,
 * which shows them with its retry.
 */
export function prefetchRemote(remote: RemoteDescriptor): void {
  if (started.has(remote.name)) return;
  started.add(remote.name);
  preloadRemote([{ nameOrAlias: remote.name, exposes: ['parcel'], resourceCategory: 'sync', share: true }]).catch(() => started.delete(remote.name));
}

/** Prefetches the remote that owns a path (none for the shell's own pages). */
export async function prefetchPath(pathname: string): Promise<void> {
  const match = matchClaim(pathname, await loadRemotesManifest());
  if (match) prefetchRemote(match.remote);
}

/**
 * Early discovery, from the entry: remotes.json, then the current page's remote (manifest,
 * entry, page chunk) load while the shell's own chunks and shared modules are still arriving.
 */
export function discoverEarly(): void {
  const path = portalPath(window.location.href);
  if (path) prefetchPath(path).catch(() => undefined);
}
