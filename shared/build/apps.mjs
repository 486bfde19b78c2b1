// The portal's apps, once: every script, config and check that needs the list of remotes, their
// folders, federation names, dev-server ports or the paths they claim reads it here (webpack,
// start/dev/test/bench, portal-app, lint boundaries, the preview server, e2e). The shell reads
// remotes.json at run time instead. Pure data: no imports, so any tool can load it.

/** The document path the portal lives under; @portal/core's BASE_PATH is the same (a test checks). */
export const BASE_PATH = '/cWeb';

/**
 * Each app: its package name (its folder too), its Module Federation name, its dev-server port,
 * and the first path segments it owns (a remote's are its claims in src/claims.ts; a test checks).
 */
export const SHELL_APP = {
  pkg: 'shell',
  federation: 'shell',
  port: 3000,
  prefixes: ['/login', '/updatePw', '/forget', '/403', '/browserHelp', '/testApi', '/__qa', '/__portal'],
};

/**
 * `specs`: the end-to-end spec files a remote's team owns (under shared/e2e/tests), run by its own
 * pipeline (`pnpm --filter <remote> run ci`) together with every test whose title names the remote
 * (the standalone specs run each remote alone in a test of its own).
 */
export const REMOTE_APPS = [
  { pkg: 'mf-home-products', federation: 'mf_home_products', port: 3001, prefixes: ['/home', '/dynamics', '/enterpriseCentre', '/aboutUs', '/product', '/threeEditorShow'], specs: ['public/home.spec.ts', 'public/xss.spec.ts', 'auth/product-entry.spec.ts'] },
  { pkg: 'mf-auth', federation: 'mf_auth', port: 3002, prefixes: ['/AuthPerson', '/AuthEnterprise', '/LegalChange', '/AdminChange'], specs: ['auth/person.spec.ts', 'auth/enterprise.spec.ts', 'auth/enterprise-dialogs.spec.ts', 'auth/change.spec.ts'] },
  { pkg: 'mf-user-center', federation: 'mf_user_center', port: 3003, prefixes: ['/business/center', '/base/info', '/contract', '/download/center', '/set/center', '/open/service'], specs: ['user-centre/pages.spec.ts', 'user-centre/user-centre.spec.ts'] },
  { pkg: 'mf-help', federation: 'mf_help', port: 3004, prefixes: ['/helpCenter'], specs: ['public/help.spec.ts'] },
  { pkg: 'mf-treasury', federation: 'mf_treasury', port: 3005, prefixes: ['/treasuryFront'], specs: ['public/pages.spec.ts'] },
];

/** The remotes' package names (and folders), in build and remotes.json order. */
export const REMOTES = REMOTE_APPS.map((r) => r.pkg);
/** Every app: the shell first. */
export const APPS = [SHELL_APP.pkg, ...REMOTES];
export const ALL_APPS = [SHELL_APP, ...REMOTE_APPS];

/** An app by its package name or its federation name. */
export const appOf = (name) => ALL_APPS.find((a) => a.pkg === name || a.federation === name);

/** Where the composed portal serves a remote's files (see @portal/preview and nginx). */
export const remoteFilesPath = (pkg) => `${BASE_PATH}/remotes/${pkg}/`;
