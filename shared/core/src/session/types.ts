// The session calls' shapes live with the other wire types in api/session.ts.
export * from '../api/session';
