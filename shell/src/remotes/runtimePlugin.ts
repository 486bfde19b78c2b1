import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest, takeEarlyPreloaded } from './early';
import { pinFiles, pinnedElement, pinnedInit } from './integrity';

/** A remote that could not be fetched (down, moved, or its manifest broken). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`remote ${remote} is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Without this hook a failed remote throws RUNTIME-008 deep in the runtime; with it the outlet
 * gets one error type it can show with a retry button, and the rest of the portal goes on.
 */
export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-errors',
    // A manifest src/early.js fetched before the shell ran: its answer, not a second download. A
    // pinned manifest (remotes.json's `integrity`) is fetched with its hash, and its files' hashes
    // are kept for the loads below and the remote's own chunk loader.
    fetch(url, init) {
      const pinned = pinnedInit(url, init);
      const response = takeEarlyManifest(url, pinned ?? init) ?? (pinned ? fetch(url, pinned) : undefined);
      if (!pinned || !response) return response;
      return response.then(async (r) => {
        if (r.ok) pinFiles(url, (await r.clone().json()) as Parameters<typeof pinFiles>[1]);
        return r;
      });
    },
    // A pinned entry or preload carries its hash: a file changed after publishing is refused.
    createScript({ url, attrs }) {
      return pinnedElement('script', url, attrs);
    },
    createLink({ url, attrs }) {
      return pinnedElement('link', url, attrs);
    },
    // The page's remote: early.js preloaded its files; the runtime's second pass over them is skipped.
    beforePreloadRemote({ preloadOps }) {
      const [op] = preloadOps;
      if (preloadOps.length === 1 && op?.share === false && takeEarlyPreloaded(op.nameOrAlias)) preloadOps.length = 0;
    },
    errorLoadRemote({ id, error, remote }) {
      const name = remote?.name ?? String(id).split('/')[0];
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(name, error);
    },
  };
}
