import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PACKAGES, REPORT_FILE, apiChanges, fingerprint, formatReport, readApis, readReleased } from './report.mjs';
import { checkBump, neededBump, pendingBumps } from './changes.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const nameOf = (dir: string): string => (JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name;

/** Every problem `pnpm api:report --check` reports for these APIs (the same rule as the script), with these change files pending. */
function problems(apis: Record<string, Record<string, Record<string, string>>>, pending: Record<string, string> = pendingBumps(ROOT)): string[] {
  return API_PACKAGES.flatMap((dir: string) => {
    const found: string[] = [];
    if (readFileSync(path.join(ROOT, dir, REPORT_FILE), 'utf8') !== formatReport(nameOf(dir), apis[dir])) found.push(`${dir}/${REPORT_FILE} is out of date`);
    const released = readReleased(path.join(ROOT, dir));
    const problem = released && checkBump({ pkg: nameOf(dir), version: released.version, changes: apiChanges(released.exports, fingerprint(apis[dir])), pending: pending[nameOf(dir)] });
    if (problem) found.push(problem);
    return found;
  });
}

describe('the API reports of @portal/core and @portal/ui', () => {
  jest.setTimeout(240_000);

  it('say what the sources export, and every move since a release has its change file', () => {
    const apis = readApis(ROOT);
    expect(Object.keys(apis['shared/ui'])).toEqual(expect.arrayContaining(['@portal/ui', '@portal/ui/kit', '@portal/ui/kit/Button', '@portal/ui/session']));
    expect(apis['shared/core']['@portal/core/routing'].chooseVersion).toMatch(/^function chooseVersion: \(remote: VersionedRemote/);
    // Run `pnpm api:report` (and `pnpm changeset` when it asks for one) when this fails.
    expect(problems(apis)).toEqual([]);
  });

  it('fail when an export of @portal/ui changes without a new report and a change file', () => {
    const index = path.join(ROOT, 'shared/ui/src/index.ts');
    const planted = `${readFileSync(index, 'utf8')}\nexport const plantedExport = (name: string): number => name.length;\n`;
    const apis = readApis(ROOT, API_PACKAGES, { [index]: planted });
    expect(apis['shared/ui']['@portal/ui'].plantedExport).toBe('const plantedExport: (name: string) => number');
    // As if no change file were pending (a pending one, on a branch not yet released, would cover it).
    // Only @portal/ui's problems: @portal/core may have moved too on such a branch.
    const found = problems(apis, {}).filter((problem) => !problem.startsWith('@portal/core:'));
    expect(found[0]).toBe(`shared/ui/${REPORT_FILE} is out of date`);
    // At least a minor (a branch with other unreleased moves of @portal/ui may need a major).
    expect(found[1]).toMatch(/^@portal\/ui: its API changed since its release \d+\.\d+\.\d+, which needs a (?:minor|major) release, and no change file names it\.\n/);
    const released = readReleased(path.join(ROOT, 'shared/ui'));
    expect(apiChanges(released.exports, fingerprint(apis['shared/ui'])).added).toContain('@portal/ui plantedExport');
  });
});

describe('the bump an API move needs', () => {
  it.each([
    ['nothing moved', { removed: [], changed: [], added: [] }, undefined],
    ['an export added', { removed: [], changed: [], added: ['@portal/ui X'] }, 'minor'],
    ['a type changed', { removed: [], changed: ['@portal/ui X'], added: [] }, 'minor'],
    ['an export removed', { removed: ['@portal/ui X'], changed: [], added: ['@portal/ui Y'] }, 'major'],
  ])('%s: %s', (_, changes, bump) => {
    expect(neededBump(changes)).toBe(bump);
  });

  it('reads removals, changes and additions from the released fingerprint', () => {
    expect(apiChanges({ 'e a': '1', 'e b': '2', 'e c': '3' }, { 'e a': '1', 'e b': '9', 'e d': '4' })).toEqual({ removed: ['e c'], changed: ['e b'], added: ['e d'] });
  });

  it.each([
    ['a minor move with a minor change file', { removed: [], changed: [], added: ['x'] }, 'minor', false],
    ['a minor move with a major change file', { removed: [], changed: [], added: ['x'] }, 'major', false],
    ['a minor move with only a patch', { removed: [], changed: [], added: ['x'] }, 'patch', true],
    ['a removal with a minor', { removed: ['x'], changed: [], added: [] }, 'minor', true],
    ['a removal with no change file', { removed: ['x'], changed: [], added: [] }, undefined, true],
    ['no move and no change file', { removed: [], changed: [], added: [] }, undefined, false],
  ])('%s: refused %s', (_, changes, pending, refused) => {
    expect(Boolean(checkBump({ pkg: '@portal/ui', version: '1.0.0', changes, pending }))).toBe(refused);
  });

  it('takes the highest bump the change files ask for a package, in the format changesets writes', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'changesets-'));
    mkdirSync(path.join(root, '.changeset'));
    writeFileSync(path.join(root, '.changeset/README.md'), '---\n"@portal/ui": major\n---\n');
    writeFileSync(path.join(root, '.changeset/a.md'), '---\n"@portal/ui": patch\n"@portal/core": minor\n---\n\nA fix.\n');
    writeFileSync(path.join(root, '.changeset/b.md'), "---\n'@portal/ui': minor\n---\n\nAn export.\n");
    expect(pendingBumps(root)).toEqual({ '@portal/ui': 'minor', '@portal/core': 'minor' });
  });
});
