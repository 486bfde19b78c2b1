/**
 * Every copy of this module that runs counts itself here. In the composed portal the count
 * must stay 1 (Module Federation singleton); the e2e tests read it through a remote's exposed
 * `./diagnostics`. Only a number under a registered symbol: no global hands out the live bus.
 */
const INSTANCES = Symbol.for('@portal/core instances');
const g = globalThis as { [INSTANCES]?: number };
g[INSTANCES] = (g[INSTANCES] ?? 0) + 1;

export const coreInstanceCount = (): number => g[INSTANCES] ?? 0;
