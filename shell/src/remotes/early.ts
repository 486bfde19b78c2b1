// What src/early.js fetched before main.js arrived (see there): handed over once, so the shell
// neither asks again (remotes.json and the manifests are never cached: a second ask is a second
// download) nor waits for it when it is not there.

interface EarlyDiscovery {
  remotesUrl: string;
  remotes: Promise<unknown>;
  manifests: Map<string, Promise<Response>>;
  /** The remote whose entry and parcel files early.js asked for. */
  preloadedRemote?: string;
  /** The same, kept until that remote has loaded (see `earlyPreloadsUnused`). */
  warmed?: string;
}

const early = (): EarlyDiscovery | undefined => (window as unknown as Record<symbol, EarlyDiscovery | undefined>)[Symbol.for('portal.early')];

/** remotes.json as early.js read it (parsed), once; undefined when it did not ask for `url`. */
export function takeEarlyRemotes(url: string): Promise<unknown> | undefined {
  const found = early();
  if (!found || found.remotesUrl !== url) return undefined;
  const remotes = found.remotes;
  found.remotesUrl = '';
  return remotes;
}

/** A remote's manifest as early.js fetched it, once (asked again when that failed); undefined when it did not ask. */
export function takeEarlyManifest(url: string, init: RequestInit = {}): Promise<Response> | undefined {
  const manifests = early()?.manifests;
  const manifest = manifests?.get(url);
  if (!manifest) return undefined;
  manifests?.delete(url);
  return manifest.then(
    (response) => (response.ok ? response : fetch(url, init)),
    () => fetch(url, init),
  );
}

/**
 * True once for the remote whose entry and parcel files early.js asked for: the federation
 * runtime's own preload of them on the first `loadRemote` (matching every shared module of the
 * remote's manifest against the share scope, a long step on the way to the page's first paint)
 * would find them asked for already.
 */
export function takeEarlyPreloaded(remote: string | undefined): boolean {
  const found = early();
  if (!found || remote === undefined || found.preloadedRemote !== remote) return false;
  found.preloadedRemote = undefined;
  return true;
}

/**
 * True while the remote whose files early.js preloaded in this document has not loaded. A preload
 * that failed (the remote down, under maintenance) or never answered keeps giving the same to
 * every later load of its URL for the rest of the document (Chromium's preload cache), so a retry
 * inside the page would fail again: the retry reloads the page instead.
 */
export function earlyPreloadsUnused(remote: string): boolean {
  return early()?.warmed === remote;
}

/** The remote has loaded: early.js's preloads of it, if any, were used. */
export function noteRemoteLoaded(remote: string): void {
  const found = early();
  if (found?.warmed === remote) found.warmed = undefined;
}
