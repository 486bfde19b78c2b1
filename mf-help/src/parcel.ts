import { createRemoteParcel } from '@portal/ui';
import { remote } from './routes';

// Exposed as `mf_help/parcel`: the shell mounts it inside the layout its claim names.
const parcel = createRemoteParcel(remote);

export const { bootstrap, mount, unmount, update } = parcel;
export default parcel;
