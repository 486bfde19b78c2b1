const preset = require('@portal/build/jest-preset');

module.exports = {
  ...preset,
  displayName: 'mock-api',
  testEnvironment: 'node',
  // Fastify's inject (light-my-request) needs cookie 2, which ships as ESM only.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|mitt|cookie)@)'],
  // Every answer is checked against its schema; the run prints how many (jest/tally.ts).
  setupFiles: ['<rootDir>/jest/check-answers.cjs'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest/tally.ts'],
  globalSetup: '<rootDir>/jest/tally-setup.cjs',
  globalTeardown: '<rootDir>/jest/tally-teardown.cjs',
};
