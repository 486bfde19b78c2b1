import { createAppConfig } from '@portal/build/webpack';

export default (env, argv) => {
  const config = createAppConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      exposes: { './parcel': './src/parcel.ts', './diagnostics': './src/diagnostics.ts' },
    },
    env,
    argv,
  );
  // The help pages' Markdown is rendered at build time (build/help-markdown-loader.mjs).
  const markdown = config.module.rules.find((rule) => rule && String(rule.test) === String(/\.md$/));
  Object.assign(markdown, { type: 'javascript/auto', use: new URL('./build/help-markdown-loader.mjs', import.meta.url).pathname });
  return config;
};
