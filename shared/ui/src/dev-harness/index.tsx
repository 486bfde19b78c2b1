import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { mountRootParcel, start, type Parcel, type ParcelConfig } from 'single-spa';
import { bus, matchClaim, pathHasPrefix, type LayoutName } from '@portal/core';
import { harness as t } from '../i18n/zh-CN/harness';
import { claimedPrefixes, type RemoteDefinition, type RemoteParcelProps } from '../remote';
import { SessionProvider, createPortalSession, type PortalSession } from '../session-hooks';
import { PortalFrame } from '../layouts';
import { SidebarNav } from '../sidebar';
import { StubSession } from './StubSession';
import './harness.css';

export interface HarnessOptions extends RemoteDefinition {
  /** Package name shown to QA, e.g. `mf-help`. */
  title: string;
  parcel: ParcelConfig<RemoteParcelProps>;
}

/** Links QA can click: every concrete route of the remote (wildcards cut off). */
function routeLinks(def: RemoteDefinition): string[] {
  return [...new Set(def.routes.map((r) => r.path.replace(/\/\*$/, '')).filter((p) => !p.includes(':')))];
}

/** The layout the shell would draw around this path: the remote's longest matching claim. */
function layoutAt(options: HarnessOptions, pathname: string): LayoutName {
  return matchClaim(pathname, { remotes: [{ name: options.name, entry: '', routes: [...options.claims] }] })?.claim.layout ?? 'main';
}

function Harness({ options, session }: { options: HarnessOptions; session: PortalSession }) {
  const host = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const layout = layoutAt(options, pathname);
  // The login requests waiting for QA to pick a persona (or cancel), by requestId.
  const [waiting, setWaiting] = useState<(string | undefined)[]>([]);

  useEffect(() => {
    const onLogin = ({ requestId }: { requestId?: string }) => setWaiting((ids) => [...ids, requestId]);
    bus.on('login:requested', onLogin);
    return () => bus.off('login:requested', onLogin);
  }, []);

  const settle = (outcome: 'succeeded' | 'cancelled', mobile = '') => {
    for (const requestId of waiting) {
      if (outcome === 'succeeded') bus.emit('login:succeeded', { mobile, requestId });
      else bus.emit('login:cancelled', { requestId });
    }
    setWaiting([]);
  };

  useEffect(() => {
    if (!host.current) return undefined;
    const parcel: Parcel<RemoteParcelProps> = mountRootParcel(options.parcel, { domElement: host.current, session });
    return () => {
      void parcel.unmount();
    };
    // A new layout is a new frame, so a new host element: the parcel moves into it.
  }, [options.parcel, session, layout]);

  const go = (path: string) => {
    window.history.pushState(null, '', `/cWeb${path}`);
  };

  // The user centre's sidebar comes from the user's menu in the portal; alone, from the claims.
  const userCentreEntries = options.claims.filter((c) => c.layout === 'user-centre').map((c) => ({ to: c.prefix, label: c.prefix }));
  const header = (
    <div className="portal-harness__head">
      <header className="portal-harness__bar">
        <strong>QA harness · {options.title}</strong>
        <span>running alone with a stub session and the mock API</span>
        <StubSession onSignedIn={(mobile) => settle('succeeded', mobile)} />
      </header>
      <nav className="portal-harness__nav" aria-label="remote routes">
        {routeLinks(options).map((p) => (
          <a
            key={p}
            href={`/cWeb${p}`}
            onClick={(e) => {
              e.preventDefault();
              go(p);
            }}
          >
            {p}
          </a>
        ))}
      </nav>
      {waiting.length > 0 && (
        <p role="status" className="portal-harness__notice">
          {t.loginRequested}{' '}
          <button type="button" onClick={() => settle('cancelled')}>
            {t.cancelLogin}
          </button>
        </p>
      )}
    </div>
  );

  // The same frame as in the portal (width, card, sidebar); the harness bar stands in for the top bar,
  // on plain pages too: QA needs its persona picker and route links everywhere.
  return (
    <PortalFrame
      layout={layout}
      header={header}
      nav={layout === 'user-centre' && userCentreEntries.length > 0 ? <SidebarNav title={options.title} entries={userCentreEntries} /> : undefined}
      wide={layout === 'treasury' && pathHasPrefix(pathname, '/treasuryFront')}
    >
      <div className="portal-harness__frame" ref={host} />
    </PortalFrame>
  );
}

/** Runs one remote alone, for QA: `pnpm --filter <remote> start`. */
export function startDevHarness(options: HarnessOptions): void {
  start({ urlRerouteOnly: true });
  const first = routeLinks(options)[0];
  if (first && !claimedPrefixes(options).some((p) => window.location.pathname.startsWith(`/cWeb${p}`))) {
    window.history.replaceState(null, '', `/cWeb${first}`);
  }
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('dev/index.html needs a #root element');
  // Alone, the remote has its own copy of @portal/core: this session is over that copy's store.
  const session = createPortalSession();
  createRoot(rootEl).render(
    <SessionProvider session={session}>
      <BrowserRouter basename="/cWeb">
        <Harness options={options} session={session} />
      </BrowserRouter>
    </SessionProvider>,
  );
}
