module.exports = { ...require('@portal/build/jest-preset'), displayName: 'preview', testEnvironment: 'node' };
