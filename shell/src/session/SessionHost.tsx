import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, isBusinessSystemKey } from '@portal/core';
import { sessionController } from './controller';
import { sessionDeps } from './deps';
import { handleSessionExpired, openBusinessSystem, runGuard } from './flows';

const SessionDialogs = lazy(() => import('./dialogs/SessionDialogs'));

/** Hands the shell router's navigate to the session flows. */
function useRouterNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    sessionDeps.navigate = (to, options) => navigate(to, options);
  }, [navigate]);
}

/** The router guard: runs after every navigation (the remotes' routers see the same URL). */
function RouterGuard() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void runGuard(pathname, search);
  }, [pathname, search]);
  return null;
}

/**
 * The shell's ownership of the session: the bus requests (login dialog, business systems), the
 * 401 expiry flow, blocking notices and http:error toasts, the router guard, and the session
 * dialogs, whose code (and the UI kit) loads only when one is first needed.
 */
export function SessionHost() {
  useRouterNavigation();
  const [dialogsNeeded, setDialogsNeeded] = useState(sessionController.everOpened());

  useEffect(() => sessionController.subscribe(() => setDialogsNeeded(true)), []);

  useEffect(() => {
    const onLogin = ({ key, requestId }: { key?: string; requestId?: string }) => {
      // A business-system key asks for that system: the jump (login first when signed out).
      if (isBusinessSystemKey(key)) void openBusinessSystem(key, { requestId });
      else sessionController.openLogin({ key, requestId });
    };
    const onBusiness = ({ key, sameTab, busType }: { key: string; sameTab?: boolean; busType?: string }) =>
      void openBusinessSystem(key, { sameTab, busType });
    const onExpired = () => handleSessionExpired();
    const onNotice = (notice: Parameters<typeof sessionController.showNotice>[0]) => {
      // 1004001 ends the session at once; the window closes once the notice is acknowledged.
      if (notice.clearSession) sessionDeps.store.clear();
      sessionController.showNotice(notice);
    };
    const onHttpError = ({ message }: { message: string }) => sessionDeps.notify.error(message);
    bus.on('login:requested', onLogin);
    bus.on('business:open', onBusiness);
    bus.on('session:expired', onExpired);
    bus.on('notice:blocking', onNotice);
    bus.on('http:error', onHttpError);
    return () => {
      bus.off('login:requested', onLogin);
      bus.off('business:open', onBusiness);
      bus.off('session:expired', onExpired);
      bus.off('notice:blocking', onNotice);
      bus.off('http:error', onHttpError);
    };
  }, []);

  return (
    <>
      <RouterGuard />
      {dialogsNeeded && (
        <Suspense fallback={null}>
          <SessionDialogs />
        </Suspense>
      )}
    </>
  );
}
