export { RemoteRoot, type RemoteRoute, type RemoteRootProps } from './RemoteRoot';
export { createRemoteParcel, type RemoteDefinition } from './createRemoteParcel';
export { RemoteCrash } from './RemoteCrash';
