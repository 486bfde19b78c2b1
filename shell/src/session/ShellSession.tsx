import { createContext, useContext, type ReactNode } from 'react';
import { requestLogin } from '@portal/core';
import { SessionProvider, type PortalSession } from '@portal/ui';
import { createSessionDeps, type SessionDeps } from './deps';
import { createSessionFlows, type SessionFlows } from './flows';

/** The shell's session: its dependencies, the flows over them, and the value remotes get. */
export interface ShellSession {
  deps: SessionDeps;
  flows: SessionFlows;
  /** Handed to every remote's parcel (single-spa custom prop `session`). */
  portal: PortalSession;
}

/** Made once at start (bootstrap); tests make one with fakes. */
export function createShellSession(overrides: Partial<SessionDeps> = {}): ShellSession {
  const deps = createSessionDeps(overrides);
  const flows = createSessionFlows(deps);
  const portal: PortalSession = {
    store: deps.store,
    requestLogin: (options) => requestLogin(options),
    refreshAuth: (options) => flows.refreshAuth(options),
  };
  return { deps, flows, portal };
}

const ShellSessionContext = createContext<ShellSession | null>(null);

/** Gives the shell's session to its own pieces, and the portal session to the session hooks. */
export function ShellSessionProvider({ session, children }: { session: ShellSession; children: ReactNode }) {
  return (
    <ShellSessionContext.Provider value={session}>
      <SessionProvider session={session.portal}>{children}</SessionProvider>
    </ShellSessionContext.Provider>
  );
}

export function useShellSession(): ShellSession {
  const session = useContext(ShellSessionContext);
  if (!session) throw new Error('The shell session pieces need a <ShellSessionProvider> above them.');
  return session;
}
