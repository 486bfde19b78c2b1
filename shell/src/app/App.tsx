import { startTransition, useCallback, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { BASE_PATH, ROUTES, type RemotesManifest } from '@portal/core';
import { SHELL_ROUTES } from './shellRoutes';
import { ClaimedRoute, type ManifestState } from './ClaimedRoute';
import { ScrollToTop } from './ScrollToTop';
import { BusBridge } from './BusBridge';
import { FloatingChrome, GlobalChrome } from '../chrome/GlobalChrome';
import { ShellSessionProvider, type ShellSession } from '../session/ShellSession';
import { FirstContentMark } from '@portal/ui';

export interface AppProps {
  /** remotes.json, fetched and registered at start (see remotes/manifest.ts). */
  loadManifest: () => Promise<RemotesManifest>;
  /** The shell's one session (bootstrap makes it); every remote's parcel gets its portal part. */
  session: ShellSession;
}

export function App({ loadManifest, session }: AppProps) {
  const [state, setState] = useState<ManifestState>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    // The page drawn once remotes.json is in renders as a transition (in slices, not one long task).
    loadManifest().then(
      (manifest) => startTransition(() => setState({ status: 'ready', manifest })),
      () => startTransition(() => setState({ status: 'failed', retry: load })),
    );
  }, [loadManifest]);
  useEffect(load, [load]);

  return (
    <ShellSessionProvider session={session}>
      {/* A click renders the next page at once (react-router's default transition slices it over
          several frames). Pages that load on first visit show their frame meanwhile. */}
      <BrowserRouter basename={BASE_PATH} useTransitions={false}>
        <ScrollToTop />
        <BusBridge />
        <GlobalChrome />
        <Routes>
          <Route path="/" element={<Navigate to={ROUTES.home.index.href()} replace />} />
          {SHELL_ROUTES.map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={
                <>
                  {r.element}
                  <FirstContentMark />
                </>
              }
            />
          ))}
          <Route path="*" element={<ClaimedRoute state={state} />} />
        </Routes>
        <FloatingChrome />
      </BrowserRouter>
    </ShellSessionProvider>
  );
}
