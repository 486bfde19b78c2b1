import { bus } from './bus';

/**
 * Every copy of this module that runs counts itself here. In the composed portal the count
 * must stay 1 (Module Federation singleton); the e2e tests and `pnpm bench` read it.
 */
interface PortalGlobal {
  __portalCore?: { instances: number; bus: typeof bus };
}
const g = globalThis as PortalGlobal;
if (g.__portalCore) g.__portalCore.instances += 1;
else g.__portalCore = { instances: 1, bus };

export const coreInstanceCount = (): number => g.__portalCore?.instances ?? 0;
