import { createContext, useContext, type ReactNode } from 'react';
import type { PortalSession } from './portalSession';

const SessionContext = createContext<PortalSession | null>(null);

/** Gives the session to the hooks below it (the shell's value, or a harness's or test's stub). */
export function SessionProvider({ session, children }: { session: PortalSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session given by the nearest SessionProvider. */
export function usePortalSession(): PortalSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('The session hooks need a <SessionProvider> above them (createRemoteParcel and RemoteRoot add one).');
  return session;
}
