module.exports = { ...require('@portal/build/jest-preset'), displayName: 'mock-api', testEnvironment: 'node' };
