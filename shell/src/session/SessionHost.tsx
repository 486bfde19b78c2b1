import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus, isBusinessSystemKey } from '@portal/core';
import { useShellSession } from './ShellSession';

const SessionDialogs = lazy(() => import('./dialogs/SessionDialogs'));

/** The router guard: runs after every navigation (the remotes' routers see the same URL). */
function RouterGuard() {
  const { flows } = useShellSession();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void flows.runGuard(pathname, search);
  }, [flows, pathname, search]);
  return null;
}

/**
 * The shell's ownership of the session: the bus requests (login dialog, business systems), the
 * 401 expiry flow, blocking notices and http:error toasts, the router guard, and the session
 * dialogs, whose code (and the UI kit) loads only when one is first needed.
 */
export function SessionHost() {
  const { deps, flows } = useShellSession();
  const { controller } = deps;
  const [dialogsNeeded, setDialogsNeeded] = useState(controller.everOpened());

  useEffect(() => controller.subscribe(() => setDialogsNeeded(true)), [controller]);

  useEffect(() => {
    const onLogin = ({ key, requestId }: { key?: string; requestId?: string }) => {
      // A business-system key asks for that system: the jump (login first when signed out).
      if (isBusinessSystemKey(key)) void flows.openBusinessSystem(key, { requestId });
      else controller.openLogin({ key, requestId });
    };
    const onBusiness = ({ key, sameTab, busType }: { key: string; sameTab?: boolean; busType?: string }) =>
      void flows.openBusinessSystem(key, { sameTab, busType });
    const onExpired = () => flows.handleSessionExpired();
    const onSwitchCompany = () => void flows.switchCompany();
    const onNotice = (notice: Parameters<typeof controller.showNotice>[0]) => {
      // 1004001 ends the session at once; the window closes once the notice is acknowledged.
      if (notice.clearSession) deps.store.clear();
      controller.showNotice(notice);
    };
    const onHttpError = ({ message }: { message: string }) => deps.notify.error(message);
    bus.on('login:requested', onLogin);
    bus.on('business:open', onBusiness);
    bus.on('session:expired', onExpired);
    bus.on('company:switch-requested', onSwitchCompany);
    bus.on('notice:blocking', onNotice);
    bus.on('http:error', onHttpError);
    return () => {
      bus.off('login:requested', onLogin);
      bus.off('business:open', onBusiness);
      bus.off('session:expired', onExpired);
      bus.off('company:switch-requested', onSwitchCompany);
      bus.off('notice:blocking', onNotice);
      bus.off('http:error', onHttpError);
    };
  }, [deps, flows, controller]);

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
