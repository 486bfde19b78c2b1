/**
 * `@portal/core/contract`: the call table (method, path, business codes) and the typed call
 * function. The schemas themselves are `@portal/core/contract/schemas` (server and tests only).
 */
export { calls, type Call, type CallDefinition, type CallName, type Calls, type HttpMethod } from './calls';
export { callApi, callOptions, callPath, type CallAnswer, type CallRequest } from './client';
export * from './enums';
