export interface PortalApp {
  /** Package name, and folder below the workspace root. */
  pkg: string;
  /** Module Federation name (a JS identifier). */
  federation: string;
  /** Dev-server port. */
  port: number;
  /** The first path segments the app owns (a remote's claims). */
  prefixes: string[];
  /** A remote's own end-to-end spec files, under shared/e2e/tests (its team's pipeline runs them). */
  specs?: string[];
}
export declare const BASE_PATH: '/cWeb';
export declare const SHELL_APP: PortalApp;
export declare const REMOTE_APPS: PortalApp[];
export declare const REMOTES: string[];
export declare const APPS: string[];
export declare const ALL_APPS: PortalApp[];
export declare const appOf: (name: string) => PortalApp | undefined;
export declare const remoteFilesPath: (pkg: string) => string;
