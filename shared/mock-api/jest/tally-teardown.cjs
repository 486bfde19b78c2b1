// Prints how many mock answers this run checked against their schemas.
const { existsSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');

module.exports = (_globalConfig, projectConfig) => {
  const file = process.env.MOCK_ANSWER_TALLY;
  if (!file) return;
  const counts = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number) : [];
  const total = counts.reduce((sum, n) => sum + n, 0);
  process.stdout.write(`\n[${projectConfig.displayName?.name ?? 'jest'}] mock answers checked against their schemas: ${total} (${counts.length} test files)\n`);
  rmSync(path.dirname(file), { recursive: true, force: true });
  delete process.env.MOCK_ANSWER_TALLY;
};
