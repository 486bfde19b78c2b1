import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

export interface Snippet {
  /** Where the file would live, from the workspace root: the config is chosen by this path. */
  file: string;
  code: string;
}

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * Lints each snippet as if it were a file at that path, with the workspace's eslint.config.mjs,
 * and returns the errors of each. ESLint loads its flat config with import(), which jest's module
 * sandbox does not allow, so a plain Node process does the linting.
 */
export function lintSnippets(snippets: Snippet[]): LintMessage[][] {
  const script = `
    import { ESLint } from 'eslint';
    const snippets = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const out = [];
    for (const { file, code } of snippets) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.filter((m) => m.severity === 2).map(({ ruleId, message }) => ({ ruleId, message })));
    }
    console.log(JSON.stringify(out));
  `;
  const absolute = snippets.map((s) => ({ ...s, file: path.join(ROOT, s.file) }));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(absolute)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as LintMessage[][];
}
