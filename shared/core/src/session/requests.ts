/** What any app asks the shell for, over the bus, with the outcome as a promise. */
import { bus as portalBus, type PortalBus } from '../bus';

let sequence = 0;

export type LoginOutcome = 'succeeded' | 'cancelled';

export interface LoginRequest {
  /** The business-system key that asked, if any (a system key continues to that system after the login). */
  key?: string;
  reason?: string;
  /** Where to go after the login (a path below /cWeb). */
  redirect?: string;
}

/** Opens the shell's login dialog; resolves when that login succeeded or the dialog was closed. */
export function requestLogin(options: LoginRequest = {}, bus: PortalBus = portalBus): Promise<LoginOutcome> {
  sequence += 1;
  const requestId = `login-${Date.now().toString(36)}-${sequence}`;
  return new Promise((resolve) => {
    const done = (outcome: LoginOutcome) => {
      bus.off('login:succeeded', onSucceeded);
      bus.off('login:cancelled', onCancelled);
      resolve(outcome);
    };
    const onSucceeded = (event: { requestId?: string }) => event.requestId === requestId && done('succeeded');
    const onCancelled = (event: { requestId?: string }) => event.requestId === requestId && done('cancelled');
    bus.on('login:succeeded', onSucceeded);
    bus.on('login:cancelled', onCancelled);
    bus.emit('login:requested', { ...options, requestId });
  });
}

/** Enters a business system by its key (the shell verifies the token and opens the signed URL). */
export function openBusinessSystem(key: string, options: { sameTab?: boolean; busType?: string } = {}, bus: PortalBus = portalBus): void {
  bus.emit('business:open', { key, ...options });
}
