export { RemoteRoot, type RemoteRoute, type RemoteRootProps } from './RemoteRoot';
export { claimedPrefixes, createRemoteParcel, type RemoteDefinition, type RemoteParcelProps } from './createRemoteParcel';
export { RemoteCrash } from './RemoteCrash';
