const preset = require('@portal/build/jest-preset');

module.exports = {
  ...preset,
  displayName: 'mock-api',
  testEnvironment: 'node',
  // ESM only: cookie 2 (Fastify's inject, light-my-request), fontkit 3 and the packages it loads.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|mitt|cookie|fontkit|restructure|unicode-properties|unicode-trie|dfa|brotli)@)'],
  // Every answer is checked against its schema; the run prints how many (jest/tally.ts).
  setupFiles: ['<rootDir>/jest/check-answers.cjs'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest/tally.ts'],
  globalSetup: '<rootDir>/jest/tally-setup.cjs',
  globalTeardown: '<rootDir>/jest/tally-teardown.cjs',
};
