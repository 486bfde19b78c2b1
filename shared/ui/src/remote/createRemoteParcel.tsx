import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { bus, type RouteClaim } from '@portal/core';
import { RemoteRoot, type RemoteRoute } from './RemoteRoot';
import { RemoteCrash } from './RemoteCrash';

export interface RemoteDefinition {
  /** Module Federation name, e.g. `mf_help`. */
  name: string;
  routes: RemoteRoute[];
  /** The paths it claims and the layout of each: the build writes remotes.json from these. */
  claims: readonly RouteClaim[];
}

/** The path prefixes a remote owns, from its claims. */
export const claimedPrefixes = (def: Pick<RemoteDefinition, 'claims'>): string[] => def.claims.map((c) => c.prefix);

/** The single-spa parcel lifecycles every remote exposes as `./parcel`. */
export function createRemoteParcel(def: RemoteDefinition): ReactAppOrParcel<object> {
  const lifecycles = singleSpaReact<object>({
    React,
    ReactDOMClient,
    rootComponent: () => <RemoteRoot routes={def.routes} prefixes={claimedPrefixes(def)} />,
    errorBoundary: (error: Error) => <RemoteCrash name={def.name} error={error} />,
  });
  return {
    ...lifecycles,
    mount: (props) =>
      lifecycles.mount(props).then(() => {
        bus.emit('remote:mounted', { name: def.name, path: window.location.pathname });
      }),
  };
}
