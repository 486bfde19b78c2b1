// The session: store, calls, flows as transition tables, and the pure rules around them.
import { sessionApi } from './api';
import { sessionStore } from './store';

export * from './constants';
export * from './types';
export * from './status';
export * from './rules';
export * from './machine';
export * from './api';
export * from './store';
export * from './config';
export * from './requests';

/** For the e2e tests and QA in the browser console, beside `__portalCore`. */
(globalThis as { __portalSession?: unknown }).__portalSession = { store: sessionStore, api: sessionApi };
