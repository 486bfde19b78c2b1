const path = require('node:path');

const preset = require('@portal/build/jest-preset');
// The preview server runs the mock in-process: its answers are checked as in the mock's own run.
const mockJest = path.join(__dirname, '../mock-api/jest');

module.exports = {
  ...preset,
  displayName: 'preview',
  testEnvironment: 'node',
  // ESM only, transformed like ky and mitt: content-disposition 3 (@fastify/static 10), the mock's fontkit 3 and what it loads.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|mitt|content-disposition|fontkit|restructure|unicode-properties|unicode-trie|dfa|brotli)@)'],
  setupFiles: [path.join(mockJest, 'check-answers.cjs')],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(mockJest, 'tally.ts')],
  globalSetup: path.join(mockJest, 'tally-setup.cjs'),
  globalTeardown: path.join(mockJest, 'tally-teardown.cjs'),
};
