import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BASE_PATH, pathHasPrefix } from '@portal/core';
import { NotFound } from '../components/NotFound';
import type { PageRoute } from './lazyPage';
import { SessionProvider, type PortalSession } from '../session-hooks';

/** A remote's route: its path, what it renders, and its page's parts as data (`PageRoute`). */
export interface RemoteRoute extends PageRoute {
  /** The page's name where the title table names only its section (help topics): the QA harness labels its link with it. */
  title?: string;
}

export interface RemoteRootProps {
  routes: RemoteRoute[];
  /** The prefixes this remote owns; outside them it renders nothing while the shell swaps remotes. */
  prefixes: string[];
  /** The session the shell (or the QA harness) hands to the remote; the pages read it with the session hooks. */
  session: PortalSession;
  /** Told while a lazy page's code is loading (its fallback is shown) and when it is in (the parcel's mount waits for it). */
  onLoading?: (loading: boolean) => void;
}

/** The fallback while a lazy page's code loads: nothing drawn, the mounter told. */
function Loading({ onLoading }: { onLoading?: (loading: boolean) => void }) {
  useLayoutEffect(() => {
    onLoading?.(true);
    return () => onLoading?.(false);
  }, [onLoading]);
  return null;
}

function OwnPaths({ prefixes, children }: { prefixes: string[]; children: ReactNode }) {
  const { pathname } = useLocation();
  return prefixes.some((p) => pathHasPrefix(pathname, p)) ? <>{children}</> : null;
}

/**
 * A remote's root: its own BrowserRouter on the portal's base path. Not a data router: those
 * do not hear history changes made by the shell's or another remote's router.
 */
export function RemoteRoot({ routes, prefixes, session, onLoading }: RemoteRootProps) {
  return (
    <SessionProvider session={session}>
      <BrowserRouter basename={BASE_PATH}>
        <OwnPaths prefixes={prefixes}>
          {/* A lazy page not loaded yet (a click the prefetch did not foresee) draws once its code is in. */}
          <Suspense fallback={<Loading onLoading={onLoading} />}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </OwnPaths>
      </BrowserRouter>
    </SessionProvider>
  );
}
