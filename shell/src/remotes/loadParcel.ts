import type { ParcelConfig } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@portal/core';
import { absoluteEntry } from './discovery';
import { RemoteUnavailableError } from './runtimePlugin';
import { choiceOf, fallBack, initialChoice } from './versions';
import { describeError, noteTiming } from '../telemetry/diagnostics';

type Lifecycles = Extract<ParcelConfig, { mount: unknown }>;

/** `./parcel` exports the lifecycles as named exports and as its default. */
type ParcelModule = Partial<Lifecycles> & { default?: Lifecycles };

/** How long a remote may take to arrive before the outlet shows its failure and retry. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;

/**
 * The limit, configurable per deployment without a rebuild:
 * `<meta name="portal-remote-timeout-ms" content="15000">` in index.html.
 */
export function remoteTimeoutMs(doc: Document = document): number {
  const value = Number(doc.querySelector('meta[name="portal-remote-timeout-ms"]')?.getAttribute('content'));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_REMOTE_TIMEOUT_MS;
}

/**
 * Loads a remote's `./parcel`. `fresh` re-registers the remote first so the runtime forgets a
 * failed manifest or entry and fetches it again (the retry button). A remote whose files do
 * not arrive within `timeoutMs` (a server that accepts and never answers) fails like a down one.
 */
export async function loadParcel(remote: RemoteDescriptor, fresh = false, timeoutMs = remoteTimeoutMs()): Promise<ParcelConfig> {
  if (fresh) registerRemotes([{ name: remote.name, entry: absoluteEntry(remote.entry) }], { force: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote.name, new Error(`no answer within ${timeoutMs} ms`))), timeoutMs);
  });
  try {
    const mod = await Promise.race([loadRemote<ParcelModule>(`${remote.name}/parcel`), timeout]);
    const parcel = mod?.default ?? (mod?.bootstrap && mod.mount && mod.unmount ? (mod as Lifecycles) : undefined);
    if (!parcel) throw new RemoteUnavailableError(remote.name, new Error('./parcel exposes no single-spa lifecycles'));
    return parcel;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads the version of a remote this page view chose (`fresh`, the retry: chosen again); when
 * it fails, its previous version, once. Load times and failures go to the diagnostics page.
 */
export async function loadVersionedParcel(remote: RemoteDescriptor, fresh = false, timeoutMs = remoteTimeoutMs()): Promise<ParcelConfig> {
  let choice = fresh ? initialChoice(remote) : choiceOf(remote);
  let register = fresh;
  for (;;) {
    if (choice.use === 'none') throw new RemoteUnavailableError(remote.name, new Error(`${choice.reason.kind}: ${choice.reason.detail}`));
    const started = performance.now();
    try {
      const parcel = await loadParcel({ ...remote, entry: choice.entry }, register, timeoutMs);
      noteTiming(remote.name, { loadMs: Math.round(performance.now() - started) });
      return parcel;
    } catch (error) {
      const next = fallBack(remote, describeError(error));
      if (next.use !== 'previous') throw error;
      choice = next;
      register = false;
    }
  }
}
