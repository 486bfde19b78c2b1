const preset = require('@portal/build/jest-preset');

// Help pages are Markdown files imported as text: tests read the real files, not a stub.
const moduleNameMapper = Object.fromEntries(Object.entries(preset.moduleNameMapper).filter(([pattern]) => pattern !== '\\.md$'));

module.exports = {
  ...preset,
  displayName: 'mf-help',
  moduleNameMapper,
  // marked ships ESM to jsdom's browser condition; transform it like ky and mitt.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|mitt|marked)@)'],
  transform: { ...preset.transform, '\\.md$': require.resolve('./jest/markdown-transform.cjs') },
};
