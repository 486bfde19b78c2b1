import { startDevHarness } from '@portal/ui/dev-harness';
import parcel from '../src/parcel';
import { remote } from '../src/routes';

startDevHarness({ ...remote, title: 'mf-user-center', parcel });
