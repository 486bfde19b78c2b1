import { remoteConfig } from '@portal/build/webpack';

export default remoteConfig(import.meta.dirname, { name: 'mf_home_products', port: 3001 });
