const preset = require('@portal/build/jest-preset');

// Help pages are Markdown files imported as text: tests read the real files, not a stub.
const moduleNameMapper = Object.fromEntries(Object.entries(preset.moduleNameMapper).filter(([pattern]) => pattern !== '\\.md$'));

module.exports = {
  ...preset,
  displayName: 'mf-help',
  moduleNameMapper,
  // marked, parse5 (8: ESM only) and its entities ship ESM only to jest; transform them like ky and mitt.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|mitt|marked|parse5|entities)@)'],
  transform: { ...preset.transform, '\\.md$': require.resolve('./jest/markdown-transform.cjs') },
};
