// Shared jest settings: swc for TypeScript/JSX, jsdom, and the shims antd and react-router need.
const path = require('node:path');
const { TEST_TIMEOUT } = require('./waits.cjs');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // ky and other ESM-only packages are transformed too (pnpm keeps them under .pnpm).
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|mitt)@)'],
  moduleNameMapper: {
    '\\.(css)$': require.resolve('identity-obj-proxy'),
    '\\.(png|jpe?g|gif|svg|webp|mp4)$': path.join(__dirname, 'file-stub.cjs'),
    '\\.md$': path.join(__dirname, 'file-stub.cjs'),
    // antd's ES modules (a kit piece built on antd's internals) as the CommonJS build jest runs.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  // Component tests type into antd forms; on a loaded 2-core machine that takes seconds (waits.cjs).
  testTimeout: TEST_TIMEOUT,
};
