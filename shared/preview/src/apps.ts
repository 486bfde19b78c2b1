import path from 'node:path';

/** Every app the preview server serves; remotes live under /cWeb/remotes/<package>/. */
export const SHELL = 'shell';
export const REMOTES = ['mf-home-products', 'mf-auth', 'mf-user-center', 'mf-help', 'mf-treasury'] as const;
export const APPS = [SHELL, ...REMOTES] as const;
export type AppPackage = (typeof APPS)[number];

/** An app's folder, found as Node finds any dependency: the preview server depends on every app. */
export const packageDir = (app: AppPackage): string => path.dirname(require.resolve(`${app}/package.json`));

/** An app's build; under `root` when given (tests lay out a workspace of their own). */
export const distOf = (app: AppPackage, root?: string): string => path.join(root ? path.join(root, app) : packageDir(app), 'dist');
