const preset = require('@portal/build/jest-preset');

module.exports = {
  ...preset,
  displayName: 'mock-api',
  testEnvironment: 'node',
  // Fastify's inject (light-my-request) needs cookie 2, which ships as ESM only.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|mitt|cookie)@)'],
};
