export * from './bus';
export { coreInstanceCount } from './diagnostics';
