/**
 * The workspace's packages depend on each other one way: no cycle through their package.json
 * files (dependencies of every kind), which pnpm warns about at install and which makes the
 * order it runs a script across the workspace (`pnpm -r`) arbitrary.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Each workspace package's name and the workspace packages it names in any dependency field. */
function workspaceGraph(): Map<string, string[]> {
  const folders = ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mf-')), ...readdirSync(path.join(ROOT, 'shared')).map((d) => `shared/${d}`)];
  const manifests = folders.filter((f) => existsSync(path.join(ROOT, f, 'package.json'))).map((f) => JSON.parse(readFileSync(path.join(ROOT, f, 'package.json'), 'utf8')));
  const names = new Set(manifests.map((m) => m.name as string));
  return new Map(
    manifests.map((m) => {
      const deps = { ...m.dependencies, ...m.devDependencies, ...m.peerDependencies, ...m.optionalDependencies } as Record<string, string>;
      return [m.name as string, Object.keys(deps).filter((d) => names.has(d))];
    }),
  );
}

/** Every cycle's path, as `a -> b -> a`. */
export function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const walk = (node: string, trail: string[]) => {
    if (trail.includes(node)) {
      const cycle = [...trail.slice(trail.indexOf(node)), node];
      // Each cycle once, from its smallest name.
      if (cycle[0] === [...cycle].slice(0, -1).sort()[0]) found.push(cycle.join(' -> '));
      return;
    }
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
  };
  for (const node of graph.keys()) walk(node, []);
  return [...new Set(found)];
}

describe('the workspace packages', () => {
  it('depend on each other without a cycle', () => {
    expect(cycles(workspaceGraph())).toEqual([]);
  });

  it('tells a cycle from a chain', () => {
    expect(cycles(new Map([['@portal/build', ['@portal/mock-api']], ['@portal/mock-api', ['@portal/core']], ['@portal/core', ['@portal/build']]]))).toEqual([
      '@portal/build -> @portal/mock-api -> @portal/core -> @portal/build',
    ]);
    expect(cycles(new Map([['shell', ['@portal/ui', '@portal/core']], ['@portal/ui', ['@portal/core']], ['@portal/core', []]]))).toEqual([]);
  });
});
