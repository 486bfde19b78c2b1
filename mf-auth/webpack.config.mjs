import { createAppConfig } from '@portal/build/webpack';

export default (env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_auth',
      kind: 'remote',
      port: 3002,
      exposes: { './parcel': './src/parcel.ts', './diagnostics': './src/diagnostics.ts' },
    },
    env,
    argv,
  );
