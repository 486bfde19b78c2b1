module.exports = { ...require('@portal/build/jest-preset'), displayName: 'core' };
