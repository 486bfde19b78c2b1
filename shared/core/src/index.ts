// The public surface of @portal/core. No React here.
export * from './bus';
export { coreInstanceCount } from './diagnostics';
export * from './routing';
export * from './validation';
export * from './format';
export * from './media';
export * from './errors';
export { shouldRetryCall, retryDelayMs, DUPLICATE_RETRIES, TRANSIENT_READ_RETRIES, type CallUse } from './errors/retry';
export * from './storage';
export * from './http';
export * from './session';
export * from './api';
export * from './products';
export * from './auth';
// The call table and the typed call function (on the one `http`); the schemas are @portal/core/contract/schemas.
export { calls, callApi, callOptions, callPath, type Call, type CallAnswer, type CallName, type CallRequest } from './contract';
