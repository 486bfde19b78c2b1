import { createAppConfig } from '@portal/build/webpack';

export default (env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      exposes: { './parcel': './src/parcel.ts', './diagnostics': './src/diagnostics.ts' },
    },
    env,
    argv,
  );
