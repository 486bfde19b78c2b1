import type { ParcelConfig } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDescriptor } from '@portal/core';
import { absoluteEntry } from './manifest';
import { RemoteUnavailableError } from './runtimePlugin';

type Lifecycles = Extract<ParcelConfig, { mount: unknown }>;

/** `./parcel` exports the lifecycles as named exports and as its default. */
type ParcelModule = Partial<Lifecycles> & { default?: Lifecycles };

/**
 * Loads a remote's `./parcel`. `fresh` re-registers the remote first so the runtime forgets a
 * failed manifest or entry and fetches it again (the retry button).
 */
export async function loadParcel(remote: RemoteDescriptor, fresh = false): Promise<ParcelConfig> {
  if (fresh) registerRemotes([{ name: remote.name, entry: absoluteEntry(remote.entry) }], { force: true });
  const mod = await loadRemote<ParcelModule>(`${remote.name}/parcel`);
  const parcel = mod?.default ?? (mod?.bootstrap && mod.mount && mod.unmount ? (mod as Lifecycles) : undefined);
  if (!parcel) throw new RemoteUnavailableError(remote.name, new Error('./parcel exposes no single-spa lifecycles'));
  return parcel;
}
