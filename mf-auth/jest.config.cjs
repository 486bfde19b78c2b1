const preset = require('@portal/build/jest-preset');

module.exports = {
  ...preset,
  displayName: 'mf-auth',
  // Each test starts with empty query and flow caches.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/flows/shared/testSetup.ts'],
};
