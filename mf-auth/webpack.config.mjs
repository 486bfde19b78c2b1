import { remoteConfig } from '@portal/build/webpack';

export default remoteConfig(import.meta.dirname, { name: 'mf_auth', port: 3002 });
