import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { bus, type RouteClaim } from '@portal/core';
import type { PortalSession } from '../session-hooks';
import { RemoteRoot, type RemoteRoute } from './RemoteRoot';
import { RemoteCrash } from './RemoteCrash';
import { preloadRoute } from './lazyPage';

export interface RemoteDefinition {
  /** Module Federation name, e.g. `mf_help`. */
  name: string;
  routes: RemoteRoute[];
  /** The paths it claims and the layout of each: the build writes remotes.json from these. */
  claims: readonly RouteClaim[];
}

/** The path prefixes a remote owns, from its claims. */
export const claimedPrefixes = (def: Pick<RemoteDefinition, 'claims'>): string[] => def.claims.map((c) => c.prefix);

/** The single-spa custom props the shell (or the QA harness) mounts every remote's parcel with. */
export interface RemoteParcelProps {
  session: PortalSession;
  /** Told when a page throws while rendering (the shell: during the mount, it loads the remote's previous version). */
  onCrash?: (error: Error) => void;
}

const hasSession = (props: object): props is RemoteParcelProps =>
  typeof (props as Partial<RemoteParcelProps>).session?.store?.getState === 'function';

/**
 * Whether a remote has been mounted in this document yet (one flag for all remotes: @portal/ui is
 * a singleton).
 */
let firstMountDone = false;

/**
 * react-dom's client for the parcels. The document's first remote renders as a transition: its
 * page is rendered in slices of a few milliseconds while the portal starts, so the browser paints
 * and answers input in between instead of waiting on one long task. A remote mounted later, by a
 * click, renders at once: slicing would only add frames between the click and the page. Either
 * way single-spa-react resolves the mount once that render has committed.
 */
const transitionClient = {
  createRoot(container: Element | DocumentFragment) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: React.ReactNode) => {
        if (firstMountDone) {
          root.render(children);
          return;
        }
        firstMountDone = true;
        startTransition(() => root.render(children));
      },
      unmount: () => root.unmount(),
    };
  },
} as unknown as typeof ReactDOMClient;

/** The single-spa parcel lifecycles every remote exposes as `./parcel`, and `preload` of a path's page code. */
export type RemoteParcel = ReactAppOrParcel<RemoteParcelProps> & {
  /** Loads the code of the page at `pathname` (under /cWeb), below its heading too: the shell's prefetch calls it. */
  preload: (pathname: string) => Promise<void>;
};

/** The single-spa parcel lifecycles every remote exposes as `./parcel`. */
/** Whether a lazy page is loading in the parcel's tree, and a promise of the moment none is. */
function loadingTracker() {
  let count = 0;
  let waiting: (() => void)[] = [];
  return {
    onLoading: (loading: boolean) => {
      count += loading ? 1 : -1;
      if (count === 0) {
        for (const done of waiting) done();
        waiting = [];
      }
    },
    settled: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

export function createRemoteParcel(def: RemoteDefinition): RemoteParcel {
  const loading = loadingTracker();
  const lifecycles = singleSpaReact<RemoteParcelProps>({
    React,
    ReactDOMClient: transitionClient,
    rootComponent: ({ session }: RemoteParcelProps) => (
      <RemoteRoot routes={def.routes} prefixes={claimedPrefixes(def)} session={session} onLoading={loading.onLoading} />
    ),
    errorBoundary: (error: Error, _info, props) => <RemoteCrash name={def.name} error={error} onShown={(props as Partial<RemoteParcelProps>).onCrash} />,
  });
  return {
    ...lifecycles,
    mount: (props) => {
      // A clear failure instead of every page's hook throwing: the mounter forgot the session.
      if (!hasSession(props)) return Promise.reject(new Error(`${def.name}: mount the parcel with a 'session' prop (PortalSession)`));
      // The page's own code first (lazyPage): its first render then draws it, not an empty frame.
      return preloadRoute(def.routes, window.location.pathname)
        .then(() => lifecycles.mount(props))
        // A page that loads more code inside (a lazy step or tab) has drawn it too: mounted means drawn.
        .then(() => loading.settled())
        .then(() => {
          bus.emit('remote:mounted', { name: def.name, path: window.location.pathname });
        });
    },
    // The page being opened (the shell's early discovery) draws its heading first, the rest on render;
    // another page (a hover's prefetch) loads whole, so the click after it draws all at once.
    preload: (pathname) => preloadRoute(def.routes, pathname, { prefetch: pathname !== window.location.pathname }),
  };
}
