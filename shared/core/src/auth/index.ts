// Authentication: the personal rules, calls and drafts; product entry.
export * from './personal';
export * from './api';
export * from './drafts';
export * from './productEntry';
export * from './productPermission';
export * from './enterprise';
export * from './enterpriseApi';
export * from './change';
export * from './changeApi';
export * from './authError';
