import { requestLogin } from '@portal/core';
import type { PortalSession } from '@portal/ui';
import { createSessionDeps, type SessionDeps } from './deps';
import { createSessionFlows, type SessionFlows } from './flows';

/** The shell's session: its dependencies, the flows over them, and the value remotes get. */
export interface ShellSession {
  deps: SessionDeps;
  flows: SessionFlows;
  /** Handed to every remote's parcel (single-spa custom prop `session`). */
  portal: PortalSession;
}

/** Made once at start (`openSession`); tests make one with fakes. */
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
