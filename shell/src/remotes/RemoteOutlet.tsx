import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { RemoteDescriptor } from '@portal/core';
import { FirstContentMark, markFirstContent, type PortalSession, type RemoteParcelProps } from '@portal/ui';
import { messages } from '../i18n';
import { useShellSession } from '../session/ShellSession';
import { parcelPreload } from './discovery';
import { earlyPreloadsUnused, noteRemoteLoaded } from './early';
import { loadVersionedParcel } from './loadParcel';
import { fallBack } from './versions';
import { describeError, noteTiming } from '../telemetry/diagnostics';
import './RemoteOutlet.css';

type State = { status: 'loading' } | { status: 'ready'; parcel: ParcelConfig } | { status: 'failed'; error: unknown };

/** Mounts a loaded parcel into a div of its own; unmounts it when the outlet goes. */
function ParcelHost({ remote, parcel, session, onError }: { remote: string; parcel: ParcelConfig; session: PortalSession; onError: (e: unknown) => void }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    // A page that throws while the parcel mounts is a failed mount; after it, the remote's own crash page.
    let mounting = true;
    const onCrash = (error: Error) => mounting && onError(error);
    const props: RemoteParcelProps & { domElement: HTMLElement; name: string } = { domElement: element, name: remote, session, onCrash };
    const started = performance.now();
    const mounted = mountRootParcel<RemoteParcelProps>(parcel, props);
    mounted.mountPromise.then(() => {
      mounting = false;
      noteTiming(remote, { mountMs: Math.round(performance.now() - started) });
      markFirstContent(element);
    }, onError);
    return () => {
      // A parcel can only be unmounted once mounted; navigation may be faster than mounting.
      mounted.mountPromise.then(() => mounted.unmount()).catch(() => undefined);
    };
  }, [remote, parcel, session, onError]);
  return <div ref={host} className="portal-remote" data-remote={remote} />;
}

/**
 * Where a remote's pages appear. A remote that cannot be fetched shows a message with a retry
 * button here, and only here: the shell and the other remotes keep working.
 */
export function RemoteOutlet({ remote }: { remote: RemoteDescriptor }) {
  const { flows, portal } = useShellSession();
  const { pathname, search } = useLocation();
  // The router guard fetches the user info before a page mounts (it goes on even on failure).
  const settled = useSyncExternalStore(flows.guard.subscribe, flows.guard.settled);
  const [guarded, setGuarded] = useState(false);
  if (!guarded && settled === `${pathname}${search}`) setGuarded(true);
  const [state, setState] = useState<State>({ status: 'loading' });
  // `fresh`: the retry button (the versions are chosen again); a fallback after a failed mount is not.
  const [run, setRun] = useState({ attempt: 0, fresh: false });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadVersionedParcel(remote, run.fresh).then(
      (parcel) => {
        noteRemoteLoaded(remote.name);
        if (!live) return;
        // The page's own code at once, beside the guard's calls: the mount after them finds it in.
        parcelPreload(parcel)?.(window.location.pathname).catch(() => undefined);
        setState({ status: 'ready', parcel });
      },
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, run]);

  const [failedMount, setFailedMount] = useState<unknown>();
  // A version that throws while mounting: its previous version, when there is a usable one.
  const onMountError = useCallback(
    (error: unknown) => {
      if (fallBack(remote, `mount: ${describeError(error)}`).use === 'previous') setRun((r) => ({ attempt: r.attempt + 1, fresh: false }));
      else setFailedMount(error);
    },
    [remote],
  );
  if (state.status === 'failed' || failedMount) {
    return (
      <section role="alert" className="portal-remote-failed" data-remote={remote.name}>
        <FirstContentMark />
        <h2>{messages.chrome.remoteFailed.title}</h2>
        <p>{messages.chrome.remoteFailed.lead}</p>
        <button
          type="button"
          onClick={() => {
            // Its files' failed or stalled preloads would answer a retry in this page the same.
            if (earlyPreloadsUnused(remote.name)) {
              window.location.reload();
              return;
            }
            setFailedMount(undefined);
            setRun((r) => ({ attempt: r.attempt + 1, fresh: true }));
          }}
        >
          {messages.chrome.remoteFailed.retry}
        </button>
      </section>
    );
  }
  if (state.status === 'loading' || !guarded) {
    return (
      <div className="portal-remote-loading" role="status" aria-live="polite">
        <span className="portal-remote-loading__spinner" aria-hidden="true" />
        {messages.chrome.remoteLoading}
      </div>
    );
  }
  return <ParcelHost remote={remote.name} parcel={state.parcel} session={portal} onError={onMountError} />;
}
