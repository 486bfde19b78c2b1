import { createContext, useContext, type ReactNode } from 'react';
import { SessionProvider } from '@portal/ui';
import type { ShellSession } from './createShellSession';

export { createShellSession, type ShellSession } from './createShellSession';

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
