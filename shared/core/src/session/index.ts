// The session: store, calls, flows as transition tables, and the pure rules around them.
export * from './constants';
export * from './types';
export * from './status';
export * from './rules';
export * from './loginRefusal';
export * from './machine';
export * from './api';
export * from './store';
export * from './subscribers';
export * from './config';
export * from './requests';
export * from './load';
export * from './controlSignIn';
