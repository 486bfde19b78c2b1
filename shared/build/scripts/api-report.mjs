// `pnpm api:report`: writes each shared package's report.api.md from its sources.
// `--check`: fails when a report is out of date or an API move has no change file (pnpm test runs
// the same check in jest: shared/build/api/api.test.ts).
// `--release`: after `changeset version`, records the released API (report.released.json).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { API_PACKAGES, RELEASED_FILE, REPORT_FILE, apiChanges, fingerprint, formatReport, readApis, readReleased } from '../api/report.mjs';
import { checkBump, pendingBumps } from '../api/changes.mjs';

const mode = process.argv[2];
const apis = readApis(ROOT);
const problems = [];
for (const dir of API_PACKAGES) {
  const { name, version } = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  const report = formatReport(name, apis[dir]);
  const file = path.join(ROOT, dir, REPORT_FILE);
  const now = fingerprint(apis[dir]);
  if (mode === '--check') {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // missing: reported below
    }
    if (current !== report) problems.push(`${path.join(dir, REPORT_FILE)} is out of date: run pnpm api:report and commit it`);
    const released = readReleased(path.join(ROOT, dir));
    const problem = released && checkBump({ pkg: name, version: released.version, changes: apiChanges(released.exports, now), pending: pendingBumps(ROOT)[name] });
    if (problem) problems.push(problem);
  } else {
    writeFileSync(file, report);
    if (mode === '--release') writeFileSync(path.join(ROOT, dir, RELEASED_FILE), `${JSON.stringify({ version, exports: now }, null, 2)}\n`);
    console.log(`${path.join(dir, REPORT_FILE)}: ${Object.values(apis[dir]).reduce((n, e) => n + Object.keys(e).length, 0)} exports${mode === '--release' ? `, released as ${version}` : ''}`);
  }
}
if (problems.length) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
