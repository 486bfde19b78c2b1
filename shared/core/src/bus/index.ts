export { bus, createBus, type PortalBus } from './bus';
export type { PortalEvents, PortalEventName, Company } from './events';
