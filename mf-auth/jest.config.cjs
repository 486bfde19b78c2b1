module.exports = { ...require('@portal/build/jest-preset'), displayName: 'mf-auth' };
