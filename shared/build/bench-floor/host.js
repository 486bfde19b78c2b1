// The framework floor's host: what the customer's fixed stack costs before any portal code.
// Like the shell's entry, it registers the remote and starts loading its page before the
// async boundary, then renders a router whose one route mounts the remote's parcel.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

registerRemotes([{ name: 'floor_remote', entry: new URL('/remote/mf-manifest.json', window.location.href).href }]);
const parcel = loadRemote('floor_remote/parcel');
import('./host-app.js').then(({ run }) => run(parcel));
