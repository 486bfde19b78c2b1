// The route map of @portal/core, the list of apps (apps.mjs) and each remote's claims (src/claims.ts)
// name the same paths: a path renamed in one of them and not the others fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_APPS, BASE_PATH, REMOTE_APPS, SHELL_APP } from './apps.mjs';
import { ALL_ROUTES, BASE_PATH as CORE_BASE_PATH, pathHasPrefix, routesOf, type RouteClaim, type RouteOwner } from '../core/src/routing/claims';

const ROOT = path.resolve(__dirname, '../..');

/** The string paths a remote's route table writes out (`path: '/x'`); tables built from ROUTES write none. */
const literalPathsOf = (pkg: string): string[] => [...readFileSync(path.join(ROOT, pkg, 'src/routes.tsx'), 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);

/** A route-table pattern (`/AuthEnterprise/:step`, `/contract/*`) covers a mapped path. */
const covers = (pattern: string, mapped: string): boolean => {
  if (pattern.endsWith('/*')) return pathHasPrefix(mapped, pattern.slice(0, -2));
  const want = pattern.split('/');
  const have = mapped.split('/');
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
};

const claimsOf = async (pkg: string): Promise<readonly RouteClaim[]> => (await import(path.join(ROOT, pkg, 'src/claims.ts'))).claims;

describe('one map of routes', () => {
  it('has one base path', () => {
    expect(CORE_BASE_PATH).toBe(BASE_PATH);
  });

  it('has the routes of exactly the listed apps', () => {
    expect([...new Set(ALL_ROUTES.map((r) => r.owner))].sort()).toEqual(ALL_APPS.map((a) => a.pkg).sort());
  });

  it.each(REMOTE_APPS.map((r) => [r.pkg, r]))("lists %s's claims as the remote declares them", async (pkg, app) => {
    expect((await claimsOf(pkg)).map((c) => c.prefix)).toEqual(app.prefixes);
  });

  it.each(ALL_APPS.map((a) => [a.pkg, a]))('maps every path %s claims, and only those', (pkg, app) => {
    const routes = routesOf(pkg as RouteOwner);
    const unclaimed = routes.filter((r) => !app.prefixes.some((p) => pathHasPrefix(r.path, p)));
    const unmapped = app.prefixes.filter((p) => !routes.some((r) => pathHasPrefix(r.path, p)));
    expect({ unclaimed: unclaimed.map((r) => r.path), unmapped }).toEqual({ unclaimed: [], unmapped: [] });
  });

  it.each(REMOTE_APPS.map((r) => [r.pkg, r]))("names %s in its route table by its federation name, and routes only mapped paths", (pkg, app) => {
    const source = readFileSync(path.join(ROOT, pkg, 'src/routes.tsx'), 'utf8');
    expect(/\bname: '(\w+)'/.exec(source)?.[1]).toBe(app.federation);
    const mapped = routesOf(pkg as RouteOwner).map((r) => r.path);
    expect(literalPathsOf(pkg).filter((pattern) => !mapped.some((m) => covers(pattern, m)))).toEqual([]);
  });

  it('gives each path to one app', () => {
    for (const route of ALL_ROUTES) {
      const owners = ALL_APPS.filter((a) => a.prefixes.some((p) => pathHasPrefix(route.path, p)));
      expect([route.path, owners.map((a) => a.pkg)]).toEqual([route.path, [route.owner]]);
    }
  });

  it('lists the shell first and each federation name once', () => {
    expect(ALL_APPS[0]).toBe(SHELL_APP);
    expect(new Set(ALL_APPS.map((a) => a.federation)).size).toBe(ALL_APPS.length);
  });
});
