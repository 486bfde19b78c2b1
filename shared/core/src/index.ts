// The public surface of @portal/core. No React here.
export * from './bus';
export { coreInstanceCount } from './diagnostics';
export * from './routing';
export * from './validation';
export * from './format';
export * from './errors';
export * from './storage';
export * from './http';
export * from './session';
export * from './api';
export * from './products';
export * from './auth';
