/**
 * The workspace scripts as a user meets them: `pnpm start`'s first build (a line per app, side by
 * side) and `pnpm bench --help`. Run in child processes, as the scripts are ES modules run by node.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

jest.setTimeout(60_000);

const LIB = pathToFileURL(path.join(__dirname, 'lib.mjs')).href;

/** buildApps with a stand-in build per app (`node -e <script>`), two at a time; its log lines and outcome. */
function buildWithStandIns(scripts: Record<string, string>): { lines: string[]; error?: string } {
  const program = `
    import { buildApps } from ${JSON.stringify(LIB)};
    const scripts = ${JSON.stringify(scripts)};
    const lines = [];
    const log = (line) => lines.push(line);
    const command = (app) => [process.execPath, ['-e', scripts[app]]];
    buildApps(Object.keys(scripts), { jobs: 2, log, command, remotesJson: false }).then(
      () => console.log(JSON.stringify({ lines })),
      (error) => console.log(JSON.stringify({ lines, error: error.message })),
    );`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8', timeout: 30_000 });
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as { lines: string[]; error?: string };
}

const quick = 'setTimeout(() => console.log("webpack says a lot"), 300)';

describe('the first start builds the apps side by side, a line per app', () => {
  it('says what it builds, starts the second app before the first is done, and how long each took', () => {
    const { lines, error } = buildWithStandIns({ shell: quick, 'mf-help': quick, 'mf-auth': quick });
    expect(error).toBeUndefined();
    // The longest builds first (BUILD_SECONDS), so the last one does not run alone.
    expect(lines[0]).toBe('building 3 apps (shell, mf-auth, mf-help), 2 at a time: a few minutes');
    expect(lines.slice(1, 3)).toEqual(['building shell…', 'building mf-auth…']);
    for (const app of ['shell', 'mf-help', 'mf-auth']) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^building ${app}… done in \\d+ s$`)));
    expect(lines[lines.length - 1]).toMatch(/^built 3 apps in \d+ s$/);
    // A build's own chatter stays out of the way.
    expect(lines.join('\n')).not.toContain('webpack says a lot');
  });

  it("prints a failed build's output, builds nothing more, and fails", () => {
    const { lines, error } = buildWithStandIns({
      shell: 'console.error("Module not found: ./nope"); process.exit(1)',
      'mf-help': quick,
      'mf-auth': quick,
      'mf-treasury': quick,
    });
    expect(error).toBe('build failed: shell');
    expect(lines).toContainEqual(expect.stringMatching(/Module not found: \.\/nope\nbuilding shell… failed \(exit 1\) after \d+ s$/));
    expect(lines).not.toContain('building mf-help…');
  });
});

describe('pnpm bench', () => {
  const bench = (...args: string[]) => spawnSync(process.execPath, [path.join(__dirname, 'bench.mjs'), ...args], { encoding: 'utf8', timeout: 30_000 });

  it('--help prints the usage and starts nothing', () => {
    const run = bench('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: pnpm bench \[--no-build \| --clean-build\] \[--runs=N\] \[--lh-runs=N\] \[--no-lighthouse\]\n/);
    expect(run.stdout).toContain('BENCH_PORT');
  });

  it('refuses an option it does not know, with the usage', () => {
    const run = bench('--lighthouse-runs=2');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^pnpm bench: unknown option --lighthouse-runs=2\n\nusage: pnpm bench/);
  });
});
