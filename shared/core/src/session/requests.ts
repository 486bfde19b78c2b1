/** What any app asks the shell for, over the bus, with the outcome as a promise. */
import { bus as portalBus, type PortalBus } from '../bus';

let sequence = 0;

/**
 * Opens the shell's login dialog; resolves true after a login, false when it was closed.
 * `key` is the business-system key that asked, if any.
 */
export function requestLogin(options: { key?: string; reason?: string } = {}, bus: PortalBus = portalBus): Promise<boolean> {
  sequence += 1;
  const requestId = `login-${Date.now().toString(36)}-${sequence}`;
  return new Promise((resolve) => {
    const done = (outcome: boolean) => {
      bus.off('login:succeeded', onSucceeded);
      bus.off('login:cancelled', onCancelled);
      resolve(outcome);
    };
    const onSucceeded = (event: { requestId?: string }) => event.requestId === requestId && done(true);
    const onCancelled = (event: { requestId?: string }) => event.requestId === requestId && done(false);
    bus.on('login:succeeded', onSucceeded);
    bus.on('login:cancelled', onCancelled);
    bus.emit('login:requested', { ...options, requestId });
  });
}

/** Enters a business system by its key (the shell verifies the token and opens the signed URL). */
export function openBusinessSystem(key: string, options: { sameTab?: boolean; busType?: string } = {}, bus: PortalBus = portalBus): void {
  bus.emit('business:open', { key, ...options });
}
