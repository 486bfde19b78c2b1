// No path of another app written as a string: links, redirects and route tables take it from
// @portal/core's route map (ROUTES, BASE_PATH), so renaming a path is one edit and a type error
// wherever it is misused. An app may still write its own paths (its claims, its route table).
import { ALL_APPS, BASE_PATH, appOf } from '../apps.mjs';

/**
 * The packages the rule holds: the lead adds 'mf-auth' and 'mf-user-center' once their literals
 * are converted (each remote's own prefixes stay allowed in it).
 */
export const ROUTE_LITERAL_PACKAGES = ['shell', 'mf-home-products', 'mf-help', 'mf-treasury', 'shared/ui', 'shared/core', 'shared/mock-api', 'mf-auth', 'mf-user-center'];

/** Files that may spell paths: tests and specs (what a user types), the route map itself, core's titles keyed by path. */
const ROUTE_LITERAL_IGNORES = [
  '**/*.test.{ts,tsx,mts,cts,js,jsx,mjs,cjs}',
  '**/*.spec.{ts,tsx}',
  'shared/core/src/routing/routes.ts',
  'shared/core/src/i18n/**',
];

/** True when `value` is `prefix` or a path, query or fragment below it (`/product` names `/product/bill`, not `/products`). */
const names = (value, prefix) => value === prefix || ['/', '?', '#'].some((sep) => value.startsWith(`${prefix}${sep}`));

/** The first problem of a string: the base path written out, or another app's path; undefined when clean. */
export function routeLiteralProblem(value, own = []) {
  if (names(value, BASE_PATH) || value.includes(`="${BASE_PATH}/`)) return { messageId: 'basePath', data: { value } };
  for (const app of ALL_APPS) {
    const prefix = app.prefixes.find((p) => !own.includes(p) && names(value, p));
    if (prefix) return { messageId: 'route', data: { value, app: app.pkg } };
  }
  return undefined;
}

/** Expressions a page address is written after: the base path and an origin. */
const PAGE_BASES = new Set(['BASE_PATH', 'origin']);

/** `BASE_PATH` for `BASE_PATH` or `core.BASE_PATH`, `origin` for `window.location.origin`; else undefined. */
function baseName(expression) {
  if (expression?.type === 'Identifier') return expression.name;
  if (expression?.type === 'MemberExpression' && expression.property.type === 'Identifier') return expression.property.name;
  return undefined;
}

export const noRouteLiteralsRule = {
  meta: {
    type: 'problem',
    docs: { description: "Take another app's paths and the base path from @portal/core's route map." },
    messages: {
      route: '"{{value}}" is a path of {{app}}: build it with ROUTES from @portal/core (routes.ts).',
      basePath: '"{{value}}" writes the base path out: use BASE_PATH (or documentPath) from @portal/core.',
    },
    schema: [{ type: 'object', properties: { own: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const own = context.options[0]?.own ?? [];
    const check = (node, value) => {
      const problem = typeof value === 'string' ? routeLiteralProblem(value, own) : undefined;
      if (problem) context.report({ node, ...problem });
    };
    return {
      Literal: (node) => {
        // Module names are never paths of the portal.
        if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ExportNamedDeclaration' || node.parent?.type === 'ExportAllDeclaration') return;
        check(node, node.value);
      },
      // The template's start, and each part written after the page's base (`${BASE_PATH}/AuthPerson/…`,
      // `${location.origin}/cWeb/…`); a part after an API base (`${CMS}/product/list`) is a call, not a page.
      TemplateLiteral: (node) => {
        const parts = node.quasis.filter((_, i) => i === 0 || PAGE_BASES.has(baseName(node.expressions[i - 1])));
        const problem = parts.map((q) => (typeof q.value.cooked === 'string' ? routeLiteralProblem(q.value.cooked, own) : undefined)).find(Boolean);
        if (problem) context.report({ node, ...problem });
      },
    };
  },
};

const plugin = { rules: { 'no-route-literals': noRouteLiteralsRule } };

/** One flat-config entry per package (each with its own prefixes allowed). */
export const routeLiteralConfigs = (packages = ROUTE_LITERAL_PACKAGES) =>
  packages.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}`],
    ignores: ROUTE_LITERAL_IGNORES,
    plugins: { 'portal-routes': plugin },
    rules: { 'portal-routes/no-route-literals': ['error', { own: appOf(folder)?.prefixes ?? [] }] },
  }));
