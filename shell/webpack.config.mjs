import { createAppConfig, withEarlyScript } from '@portal/build/webpack';

export default (env, argv) => {
  const config = createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'shell',
      kind: 'host',
      port: 3000,
      runtimePlugins: [new URL('./src/remotes/runtimePlugin.ts', import.meta.url).pathname],
    },
    env,
    argv,
  );
  // Built, the page starts its remote from a small script of its own before main.js (see withEarlyScript).
  return config.mode === 'production' ? withEarlyScript(config) : config;
};
