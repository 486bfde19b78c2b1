/** What the README tells a newcomer, held to the workspace it describes. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

function specs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? specs(full) : name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('the README', () => {
  it('says how to get pnpm on PATH before its first bare pnpm command', () => {
    const onPath = README.indexOf('put pnpm on PATH');
    // A bare command: `pnpm …` in backquotes or at a line's start in a code block, not `npx -y pnpm@…`.
    const firstBare = README.search(/(?:`|^)pnpm (?:start|test|dev|build|bench|exec|run|install|--filter)/m);
    expect(onPath).toBeGreaterThan(0);
    expect(firstBare).toBeGreaterThan(onPath);
  });

  it('names every end-to-end spec that starts pnpm itself (npx playwright test needs pnpm on PATH for them)', () => {
    const e2eTests = path.join(ROOT, 'shared/e2e/tests');
    const needPnpm = specs(e2eTests)
      .filter((file) => /\b(?:spawn|execFileSync|execFile|spawnSync)\('pnpm'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(e2eTests, file));
    expect(needPnpm.length).toBeGreaterThan(0);
    const paragraph = README.slice(README.indexOf('npx playwright test tests/<file>.spec.ts'), README.indexOf('document is at `/__mock/openapi.json`'));
    for (const spec of needPnpm) expect(paragraph).toContain(`\`${spec}\``);
    expect(paragraph).not.toContain('needs no pnpm');
  });
});
