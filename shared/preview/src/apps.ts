import path from 'node:path';
import { APPS as BUILT_APPS, BASE_PATH, REMOTES as BUILT_REMOTES, remoteFilesPath } from '@portal/build/apps';

export { BASE_PATH, remoteFilesPath };

/** Every app the preview server serves (the list of @portal/build); remotes live under /cWeb/remotes/<package>/. */
export const SHELL = 'shell';
export const REMOTES: readonly string[] = BUILT_REMOTES;
export const APPS: readonly string[] = BUILT_APPS;
export type AppPackage = string;

/** An app's folder, found as Node finds any dependency: the preview server depends on every app. */
export const packageDir = (app: AppPackage): string => path.dirname(require.resolve(`${app}/package.json`));

/** An app's build; under `root` when given (tests lay out a workspace of their own). */
export const distOf = (app: AppPackage, root?: string): string => path.join(root ? path.join(root, app) : packageDir(app), 'dist');
