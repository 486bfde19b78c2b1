import mitt, { type Emitter } from 'mitt';
import type { PortalEvents } from './events';

export type PortalBus = Emitter<PortalEvents>;

/** Creates a bus; the portal uses the one `bus` below, this is for isolated tests. */
export function createBus(): PortalBus {
  return mitt<PortalEvents>();
}

/**
 * The one bus of the portal. `@portal/core` is a Module Federation singleton, so every remote
 * that imports this module in the composed portal gets this same instance.
 */
export const bus: PortalBus = createBus();
