// Change files (changesets: `.changeset/<name>.md`, written by `pnpm changeset`) and the rule that
// ties them to the API reports: an API that moved since its package's last release needs a pending
// change file for that package asking for at least the bump the move needs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const CHANGESET_DIR = '.changeset';
const ORDER = ['patch', 'minor', 'major'];

/**
 * The bumps the pending change files ask for, by package (the highest wins). The format is the
 * one changesets writes: YAML front matter of `"<package>": patch|minor|major` lines, then a summary.
 */
export function pendingBumps(root) {
  const dir = path.join(root, CHANGESET_DIR);
  const bumps = {};
  if (!existsSync(dir)) return bumps;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.md') && n !== 'README.md')) {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? '';
    for (const [, pkg, bump] of front.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(patch|minor|major)\s*$/gm)) {
      if (ORDER.indexOf(bump) > ORDER.indexOf(bumps[pkg] ?? '')) bumps[pkg] = bump;
    }
  }
  return bumps;
}

/** The least bump an API move needs: a removal is a major; an addition or a changed type a minor. */
export function neededBump({ removed, changed, added }) {
  if (removed.length) return 'major';
  if (changed.length || added.length) return 'minor';
  return undefined;
}

const list = (label, keys) => (keys.length ? [`  ${label}: ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ` and ${keys.length - 8} more` : ''}`] : []);

/** Whether the pending change files cover an API move; a message saying what is missing when not. */
export function checkBump({ pkg, version, changes, pending }) {
  const needed = neededBump(changes);
  if (!needed || ORDER.indexOf(pending ?? '') >= ORDER.indexOf(needed)) return undefined;
  return [
    `${pkg}: its API changed since its release ${version}, which needs a ${needed} release, and ${pending ? `the change files ask only for a ${pending}` : 'no change file names it'}.`,
    ...list('removed', changes.removed),
    ...list('changed', changes.changed),
    ...list('added', changes.added),
    `  Add one with \`pnpm changeset\` (${needed === 'major' ? 'a removal breaks remotes already deployed: major' : 'an addition or a changed type: minor; major if the change breaks a caller'}).`,
  ].join('\n');
}
