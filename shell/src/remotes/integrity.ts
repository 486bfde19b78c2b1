// Subresource Integrity in the page (the chain is in shared/build/integrity.mjs): remotes.json
// pins each version's mf-manifest.json and remoteEntry.js; a pinned manifest lists its files'
// hashes. This map, absolute URL to `sha384-…`, is what the shell's federation hooks (the
// manifest's fetch, the entry's <script>, preloads) and the remotes' own chunk loaders read.
import type { RemoteDescriptor, RemoteVersion } from '@portal/core/routing';

const KEY = Symbol.for('portal.integrity');

type Pins = Record<string, string>;

/** The page's map (shared with the remotes' loaders, which read it under the same symbol). */
export function pins(): Pins {
  const holder = window as unknown as Record<symbol, Pins | undefined>;
  holder[KEY] ??= {};
  return holder[KEY];
}

const absolute = (url: string, base: string = window.location.href): string => new URL(url, base).href;

/** The remoteEntry.js hash remotes.json gives, by the absolute URL of the version's manifest. */
const entryPins = new Map<string, string>();

/** Pins the manifests (and, once they are read, the entries) of a remote's current and previous versions. */
export function pinVersions(remote: RemoteDescriptor): void {
  for (const version of [remote, remote.previous].filter((v): v is RemoteVersion => Boolean(v))) {
    const manifestUrl = absolute(version.entry);
    if (version.integrity?.manifest) pins()[manifestUrl] = version.integrity.manifest;
    if (version.integrity?.remoteEntry) entryPins.set(manifestUrl, version.integrity.remoteEntry);
  }
}

/** The hash a URL is pinned by, if any. */
export const pinOf = (url: string): string | undefined => pins()[absolute(url)];

interface PinnedManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  integrity?: Record<string, string>;
}

/**
 * A pinned manifest as it arrived (its own hash checked by the browser): its files' hashes join
 * the map; the entry's is the one remotes.json gives. An unpinned manifest adds nothing.
 */
export function pinFiles(manifestUrl: string, manifest: PinnedManifest): void {
  const url = absolute(manifestUrl);
  if (!pins()[url]) return;
  const publicPath = manifest.metaData?.publicPath;
  const base = absolute(publicPath && publicPath !== 'auto' ? publicPath : '.', url);
  for (const [file, hash] of Object.entries(manifest.integrity ?? {})) pins()[absolute(file, base)] = hash;
  const entry = manifest.metaData?.remoteEntry;
  const entryPin = entryPins.get(url);
  if (entry?.name && entryPin) pins()[absolute([entry.path, entry.name].filter(Boolean).join('/'), base)] = entryPin;
}

/** A fetch's options with the URL's pin (undefined when it has none). */
export function pinnedInit(url: string, init: RequestInit = {}): RequestInit | undefined {
  const integrity = pinOf(url);
  return integrity ? { ...init, integrity } : undefined;
}

/** A <script> or <link> for a pinned URL, with its hash and the CORS mode SRI needs; undefined when not pinned. */
export function pinnedElement<T extends 'script' | 'link'>(tag: T, url: string, attrs: Record<string, unknown> = {}): HTMLElementTagNameMap[T] | undefined {
  const integrity = pinOf(url);
  if (!integrity) return undefined;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'async' || name === 'defer') (element as unknown as Record<string, unknown>)[name] = value;
    else if (typeof value === 'string' || typeof value === 'number' || value === true) element.setAttribute(name, String(value));
  }
  if (tag === 'script') (element as HTMLScriptElement).src = url;
  else (element as HTMLLinkElement).href = url;
  element.setAttribute('integrity', integrity);
  element.setAttribute('crossorigin', 'anonymous');
  return element;
}
