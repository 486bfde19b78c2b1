import { useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { mountRootParcel, start, type Parcel, type ParcelConfig } from 'single-spa';
import { BASE_PATH, ROUTES, PAGE_TITLES, bus, documentTitle, fillTemplate, matchClaim, pathHasPrefix, prepareSession, refinedPageTitle, routeTitle, type LayoutName } from '@portal/core';
import { harness as t } from '../i18n/zh-CN/harness';
import { claimedPrefixes, type RemoteDefinition, type RemoteParcelProps } from '../remote';
import { SessionProvider, createPortalSession, type PortalSession } from '../session-hooks';
import { PortalFrame } from '../layouts';
import { StubSession, consoleSignIn } from './StubSession';
import './harness.css';

export interface HarnessOptions extends RemoteDefinition {
  /** Package name shown to QA, e.g. `mf-help`. */
  title: string;
  parcel: ParcelConfig<RemoteParcelProps>;
}

/** Where the QA console's sign-in button lands (the shell's route of the same name, here handled by the harness). */
const QA_SIGN_IN = ROUTES.shell.qaSignIn.path;

/**
 * Links QA can click: every concrete route of the remote (wildcards cut off), then every page of
 * the portal's title table under the remote's claims (the pages behind `:step` and `/*` routes),
 * each with its title: the route's own (a help topic's) before the title table's.
 */
export function routeLinks(def: RemoteDefinition): { path: string; title: string }[] {
  const prefixes = claimedPrefixes(def);
  const concrete = def.routes.map((r) => ({ path: r.path.replace(/\/\*$/, ''), title: r.title })).filter((r) => !r.path.includes(':'));
  const titled = Object.keys(PAGE_TITLES).filter((p) => prefixes.some((prefix) => pathHasPrefix(p, prefix)));
  const named = new Map(concrete.map((r) => [r.path, r.title]));
  return [...new Set([...concrete.map((r) => r.path), ...titled])].map((path) => ({ path, title: named.get(path) ?? routeTitle(path) ?? path }));
}

/** The layout the shell would draw around this path: the remote's longest matching claim. */
function layoutAt(options: HarnessOptions, pathname: string): LayoutName {
  return matchClaim(pathname, { remotes: [{ name: options.name, entry: '', routes: [...options.claims] }] })?.claim.layout ?? 'main';
}

function go(path: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', `${BASE_PATH}${path}`);
  else window.history.pushState(null, '', `${BASE_PATH}${path}`);
}

function Harness({ options, session }: { options: HarnessOptions; session: PortalSession }) {
  const host = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const layout = layoutAt(options, pathname);
  // The login requests waiting for QA to pick a persona (or cancel), by requestId.
  const [waiting, setWaiting] = useState<(string | undefined)[]>([]);
  const [consoleState, setConsoleState] = useState<string>();

  // The tab's title follows the page, as the shell sets it in the portal.
  useEffect(() => {
    document.title = documentTitle(refinedPageTitle(window.location.pathname) ?? routeTitle(pathname));
  }, [pathname]);

  useEffect(() => {
    const onLogin = ({ requestId }: { requestId?: string }) => setWaiting((ids) => [...ids, requestId]);
    bus.on('login:requested', onLogin);
    return () => bus.off('login:requested', onLogin);
  }, []);

  // The waiting list as of the last render, for a settle started by an effect (the console's sign-in).
  const waitingNow = useRef(waiting);
  waitingNow.current = waiting;
  const settle = useCallback((outcome: 'succeeded' | 'cancelled', mobile = '') => {
    for (const requestId of waitingNow.current) {
      if (outcome === 'succeeded') bus.emit('login:succeeded', { mobile, requestId });
      else bus.emit('login:cancelled', { requestId });
    }
    setWaiting([]);
  }, []);

  useEffect(() => {
    if (!host.current) return undefined;
    const parcel: Parcel<RemoteParcelProps> = mountRootParcel(options.parcel, { domElement: host.current, session });
    return () => {
      void parcel.unmount();
    };
    // A new layout is a new frame, so a new host element: the parcel moves into it.
  }, [options.parcel, session, layout]);


  // The QA console's sign-in button opened /cWeb/__qa/sign-in?mobile=&redirect=: sign in, then the page asked for (when it is this remote's).
  useEffect(() => {
    if (pathname !== QA_SIGN_IN) return undefined;
    const query = new URLSearchParams(window.location.search);
    const mobile = query.get('mobile') ?? '';
    const redirect = query.get('redirect') ?? '';
    const target = claimedPrefixes(options).some((p) => pathHasPrefix(redirect.split('?')[0], p)) ? redirect : routeLinks(options)[0]?.path ?? '/';
    let live = true;
    setConsoleState(fillTemplate(t.consoleSigningIn, { mobile }));
    consoleSignIn(session, mobile, query.get('ticket')).then(
      () => {
        if (!live) return;
        setConsoleState(undefined);
        settle('succeeded', mobile);
        go(target, true);
      },
      (error: unknown) => {
        if (live) setConsoleState(fillTemplate(t.consoleSignInFailed, { reason: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => {
      live = false;
    };
  }, [pathname, options, session, settle]);

  const header = (
    <div className="portal-harness__head">
      <header className="portal-harness__bar">
        <strong>QA harness · {options.title}</strong>
        <span>running alone with a stub session and the mock API</span>
        <a className="portal-harness__console" href="/__mock/" target="qa-console">
          {t.console}
        </a>
        <StubSession onSignedIn={(mobile) => settle('succeeded', mobile)} />
      </header>
      <nav className="portal-harness__nav" aria-label="remote routes">
        {routeLinks(options).map(({ path, title }) => (
          <a
            key={path}
            href={`${BASE_PATH}${path}`}
            aria-current={path === pathname ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              go(path);
            }}
          >
            {title} <span className="portal-harness__path">{path}</span>
          </a>
        ))}
      </nav>
      {consoleState && (
        <p role="status" className="portal-harness__notice">
          {consoleState}
        </p>
      )}
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
      wide={layout === 'treasury' && pathHasPrefix(pathname, ROUTES.treasury.index.path)}
    >
      <div className="portal-harness__frame" ref={host} />
    </PortalFrame>
  );
}

/** Runs one remote alone, for QA: `pnpm --filter <remote> start`. */
export function startDevHarness(options: HarnessOptions): void {
  start({ urlRerouteOnly: true });
  const first = routeLinks(options)[0]?.path;
  const here = window.location.pathname;
  if (first && here !== `${BASE_PATH}${QA_SIGN_IN}` && !claimedPrefixes(options).some((p) => here.startsWith(`${BASE_PATH}${p}`))) {
    window.history.replaceState(null, '', `${BASE_PATH}${first}`);
  }
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('dev/index.html needs a #root element');
  // Alone, the remote has its own copy of @portal/core: this session is over that copy's store,
  // read once a stored session's sealer has loaded.
  void prepareSession().then(() => render(rootEl, options));
}

function render(rootEl: HTMLElement, options: HarnessOptions): void {
  const session = createPortalSession();
  createRoot(rootEl).render(
    <SessionProvider session={session}>
      <BrowserRouter basename={BASE_PATH}>
        <Harness options={options} session={session} />
      </BrowserRouter>
    </SessionProvider>,
  );
}
