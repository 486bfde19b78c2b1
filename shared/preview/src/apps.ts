import path from 'node:path';

/** The workspace root (this file is shared/preview/src/apps.ts). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

/** Every app the preview server serves; remotes live under /cWeb/remotes/<package>/. */
export const SHELL = 'shell';
export const REMOTES = ['mf-home-products', 'mf-auth', 'mf-user-center', 'mf-help', 'mf-treasury'] as const;
export const APPS = [SHELL, ...REMOTES] as const;
export type AppPackage = (typeof APPS)[number];

export const distOf = (app: AppPackage, root = WORKSPACE_ROOT): string => path.join(root, app, 'dist');
