import { createAppConfig } from '@portal/build/webpack';

export default (env, argv) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      kind: 'host',
      runtimePlugins: [new URL('./src/remotes/runtimePlugin.ts', import.meta.url).pathname],
    },
    env,
    argv,
  );
