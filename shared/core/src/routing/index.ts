export * from './claims';
export * from './titles';
