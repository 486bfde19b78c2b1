export { RemoteRoot, type RemoteRoute, type RemoteRootProps } from './RemoteRoot';
export { claimedPrefixes, createRemoteParcel, type RemoteDefinition, type RemoteParcel, type RemoteParcelProps } from './createRemoteParcel';
export { BelowHeading, lazyDialog, lazyPage, preloadRoute, type LazyPage, type PagePart, type PageRoute, type RouteParams } from './lazyPage';
export { RemoteCrash } from './RemoteCrash';
