// One tally file per run; the workers, started after this, inherit its path.
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = () => {
  process.env.MOCK_ANSWER_TALLY = path.join(mkdtempSync(path.join(os.tmpdir(), 'mock-answers-')), 'tally');
};
