import { parseRemotesManifest, type RemotesManifest } from '@portal/core';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** The runtime manifest: which remotes exist, where, and what they claim. Never cached. */
export const REMOTES_URL = '/cWeb/remotes.json';

export function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.href).href;
}

/** Fetches remotes.json and registers every remote with the federation runtime. */
export async function loadRemotesManifest(url = REMOTES_URL): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const manifest = parseRemotesManifest(await response.json());
  registerRemotes(manifest.remotes.map((r) => ({ name: r.name, entry: absoluteEntry(r.entry) })));
  return manifest;
}
