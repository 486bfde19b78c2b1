const preset = require('@portal/build/jest-preset');

module.exports = {
  ...preset,
  displayName: 'mf-auth',
  // The auth pages wait on antd forms and routed pages: a loaded machine needs more than 1 s per wait.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/flows/shared/testSetup.ts'],
};
