import { createAppConfig } from '@portal/build/webpack';

export default (env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_user_center',
      kind: 'remote',
      port: 3003,
      exposes: { './parcel': './src/parcel.ts', './diagnostics': './src/diagnostics.ts' },
    },
    env,
    argv,
  );
