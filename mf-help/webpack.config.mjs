import { remoteConfig } from '@portal/build/webpack';

// The help pages' Markdown is rendered at build time (build/help-markdown-loader.mjs).
export default remoteConfig(import.meta.dirname, {
  loaders: { [String(/\.md$/)]: new URL('./build/help-markdown-loader.mjs', import.meta.url).pathname },
});
