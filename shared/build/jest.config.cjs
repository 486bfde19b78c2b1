// `scripts/test.mjs` is the workspace's test command, not a test file: only `*.test.*` are tests.
module.exports = { ...require('./jest/preset.cjs'), displayName: 'build', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.{ts,mts,mjs,cjs}'] };
