import { remoteConfig } from '@portal/build/webpack';

export default remoteConfig(import.meta.dirname);
