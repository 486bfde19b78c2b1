/**
 * The workspace scripts as a user meets them: `pnpm start`'s first build (a line per app, side by
 * side) and `pnpm bench --help`. Run in child processes, as the scripts are ES modules run by node.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';


const LIB = pathToFileURL(path.join(__dirname, 'lib.mjs')).href;

/** buildApps with a stand-in build per app (`node -e <script>`), two at a time; its log lines and outcome. */
function buildWithStandIns(scripts: Record<string, string>): { lines: string[]; error?: string } {
  const program = `
    import { buildApps } from ${JSON.stringify(LIB)};
    const scripts = ${JSON.stringify(scripts)};
    const lines = [];
    const log = (line) => lines.push(line);
    const command = (app) => [process.execPath, ['-e', scripts[app]]];
    buildApps(Object.keys(scripts), { jobs: 2, log, command, remotesJson: false, recordBuilds: false }).then(
      () => console.log(JSON.stringify({ lines })),
      (error) => console.log(JSON.stringify({ lines, error: error.message })),
    );`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8', timeout: 100_000 });
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

/** Runs `body` (an async function body with `lib` in scope) in a Node process; resolves with what it returns, as JSON. */
function inNode(body: string): Promise<unknown> {
  const program = `import * as lib from ${JSON.stringify(LIB)};\nconst result = await (async () => { ${body} })();\nconsole.log(JSON.stringify(result ?? null));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', program], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop() ?? 'null')) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

/** A checkout of one remote (mf-help), built, with the shared sources its build reads. */
function builtCheckout(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  const files: Record<string, string> = {
    'mf-help/src/index.ts': 'export const page = 1;\n',
    'mf-help/webpack.config.mjs': 'export default {};\n',
    'mf-help/dist/mf-manifest.json': '{}',
    'shared/core/src/index.ts': 'export const core = 1;\n',
    'shared/ui/src/index.ts': 'export const ui = 1;\n',
    'shared/build/webpack.mjs': 'export const config = 1;\n',
    'pnpm-lock.yaml': 'lockfileVersion: 9.0\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('pnpm start builds only what changed, once', () => {
  let root: string;
  beforeEach(() => {
    root = builtCheckout();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const stale = () => inNode(`return lib.needsBuild('mf-help', ${JSON.stringify(root)});`);

  it('decides by the sources\' content: a touched file or a temp file added and removed rebuilds nothing, an edit does', async () => {
    // Built some other way (no recorded hash): built once.
    expect(await stale()).toBe(true);
    await inNode(`lib.recordBuild('mf-help', lib.sourceHash('mf-help', ${JSON.stringify(root)}), ${JSON.stringify(root)});`);
    expect(readFileSync(path.join(root, 'mf-help/.dist-sources.sha256'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(await stale()).toBe(false);

    const future = new Date(Date.now() + 3_600_000);
    utimesSync(path.join(root, 'mf-help/src/index.ts'), future, future);
    utimesSync(path.join(root, 'shared/ui/src/index.ts'), future, future);
    writeFileSync(path.join(root, 'mf-help/src/.tmp-editor-swap'), 'x');
    rmSync(path.join(root, 'mf-help/src/.tmp-editor-swap'));
    expect(await stale()).toBe(false);

    writeFileSync(path.join(root, 'shared/core/src/index.ts'), 'export const core = 2;\n');
    expect(await stale()).toBe(true);
  });

  it('rebuilds an app whose dist is gone, whatever its record says', async () => {
    await inNode(`lib.recordBuild('mf-help', lib.sourceHash('mf-help', ${JSON.stringify(root)}), ${JSON.stringify(root)});`);
    rmSync(path.join(root, 'mf-help/dist'), { recursive: true });
    expect(await stale()).toBe(true);
  });

  it('a second build of the checkout waits for the first, says so, then runs', async () => {
    const log = path.join(root, 'order.log');
    const release = path.join(root, 'release');
    // Each build appends to the log (its lock messages too); the first holds the lock until told to let go.
    const build = (name: string, hold: boolean) =>
      inNode(`
        const fs = await import('node:fs');
        const note = (line) => fs.appendFileSync(${JSON.stringify(log)}, line + '\\n');
        await lib.withBuildLock(async () => {
          note('${name} starts');
          while (${hold} && !fs.existsSync(${JSON.stringify(release)})) await new Promise((r) => setTimeout(r, 50));
          note('${name} ends');
        }, { root: ${JSON.stringify(root)}, log: note, pollMs: 50 });`);
    const logged = async (text: string) => {
      while (!(existsSync(log) && readFileSync(log, 'utf8').includes(text))) await new Promise((r) => setTimeout(r, 50));
    };
    const first = build('first', true);
    await logged('first starts');
    const second = build('second', false);
    await logged('waiting for it');
    writeFileSync(release, '');
    await Promise.all([first, second]);
    expect(readFileSync(log, 'utf8').split('\n')).toEqual([
      'first starts',
      expect.stringMatching(/^another build of this checkout is running \(pid \d+\): waiting for it…$/),
      'first ends',
      'second starts',
      'second ends',
      '',
    ]);
    expect(existsSync(path.join(root, '.portal-build.lock'))).toBe(false);
  });

  it('takes over the lock of a build whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();
    mkdirSync(path.join(root, '.portal-build.lock'));
    writeFileSync(path.join(root, '.portal-build.lock/pid'), gone);
    const lines = await inNode(`const lines = []; await lib.withBuildLock(async () => lines.push('built'), { root: ${JSON.stringify(root)}, log: (l) => lines.push(l), pollMs: 100 }); return lines;`);
    expect(lines).toEqual(['built']);
  });
});

describe('pnpm test ends with every step\'s outcome', () => {
  const STEPS = pathToFileURL(path.join(__dirname, 'steps.mjs')).href;
  const runStandIns = (steps: string) => {
    const program = `
      import { runSteps, summary } from ${JSON.stringify(STEPS)};
      const results = await runSteps(${steps}, { log: () => {} });
      console.log(summary(results));
      if (results.some((r) => r.status !== 'passed')) process.exitCode = 1;`;
    return spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
  };

  it('a failed step stops the run: passed, failed (with why), not run, and no stack trace', () => {
    const run = runStandIns(`[
      ['lint', () => {}],
      ['typecheck', async () => {}],
      ['unit and component tests (jest)', () => { throw new Error('pnpm exec jest --ci failed (exit 1)'); }],
      ['production build of every app', () => { throw new Error('must not run'); }],
      ['end-to-end tests (Playwright, Chromium)', () => {}],
    ]`);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('checks failed at: unit and component tests (jest)');
    expect(lines.slice(1).map((l) => l.trim().replace(/ \(\d+\.\d s\)/, '').replace(/\s{2,}/g, ' | '))).toEqual([
      'lint | passed',
      'typecheck | passed',
      'unit and component tests (jest) | failed: pnpm exec jest --ci failed (exit 1)',
      'production build of every app | not run',
      'end-to-end tests (Playwright, Chromium) | not run',
    ]);
    expect(run.stdout).not.toMatch(/\n\s+at /);
  });

  it('a run whose steps all pass says so, with each step\'s time', () => {
    const run = runStandIns(`[['lint', () => {}], ['typecheck', () => {}]]`);
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual(['all checks passed', expect.stringMatching(/^ {2}lint {7}passed \(\d+\.\d s\)$/), expect.stringMatching(/^ {2}typecheck {2}passed \(\d+\.\d s\)$/)]);
  });
});

describe('pnpm bench', () => {
  const bench = (...args: string[]) => spawnSync(process.execPath, [path.join(__dirname, 'bench.mjs'), ...args], { encoding: 'utf8', timeout: 100_000 });

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

describe('pnpm dev: one base port moves every dev server', () => {
  it('puts the shell on the base and the remotes on the next five, 3000-3005 by default', async () => {
    expect(await inNode(`return lib.devPorts({});`)).toEqual([
      { pkg: 'shell', port: 3000 },
      { pkg: 'mf-home-products', port: 3001 },
      { pkg: 'mf-auth', port: 3002 },
      { pkg: 'mf-user-center', port: 3003 },
      { pkg: 'mf-help', port: 3004 },
      { pkg: 'mf-treasury', port: 3005 },
    ]);
    expect(await inNode(`return lib.devPorts({ PORT: '9100' }).map((p) => p.port);`)).toEqual([9100, 9101, 9102, 9103, 9104, 9105]);
  });

  it('refuses a base that is not a port, or leaves no room for the remotes', async () => {
    for (const given of ['abc', '0', '65533', '3000x']) {
      await expect(inNode(`return lib.devPorts({ PORT: ${JSON.stringify(given)} });`)).rejects.toThrow(`PORT=${given} is not a base port`);
    }
  });

  it('names a taken port and how to move them all before starting anything', async () => {
    const result = (await inNode(`
      const net = await import('node:net');
      const holder = net.createServer();
      await new Promise((r) => holder.listen(0, '127.0.0.1', r));
      const taken = holder.address().port;
      // A base whose third port (mf-auth's) is the one held.
      const ports = lib.devPorts({ PORT: String(taken - 2) });
      const problem = await lib.devPortsProblem(ports);
      holder.close();
      return { taken, problem, freeAfter: await lib.portTaken(taken) };
    `)) as { taken: number; problem: string; freeAfter: boolean };
    const base = result.taken - 2;
    expect(result.problem).toBe(
      `pnpm dev: port ${result.taken} (mf-auth) is in use. Stop what runs there, or move every dev server with another base port: ` +
        `PORT=${base + 100} pnpm dev (the shell on ${base + 100}, the remotes on ${base + 101} to ${base + 105}).`,
    );
    expect(result.freeAfter).toBe(false);
  });
});
