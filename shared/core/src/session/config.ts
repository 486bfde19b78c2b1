/**
 * Where the session sends the browser outside the portal: the group IAM sign-on centre and the
 * business systems' landing pages. Defaults point at the embedded mock's simulators; a
 * deployment changes them at start with `configureSession`.
 */
export interface SessionConfig {
  /** The IAM centre's login page; it gets `?redirect=<url>` and sends the browser back with `code=`. */
  iamLoginUrl: string;
  /** The landing URL of a business system, by its key. */
  businessSystemUrl: (key: string) => string;
}

const config: SessionConfig = {
  iamLoginUrl: '/__mock/iam/login',
  businessSystemUrl: (key) => `/__mock/biz/${encodeURIComponent(key)}`,
};

export function configureSession(changes: Partial<SessionConfig>): void {
  Object.assign(config, changes);
}

export const getSessionConfig = (): Readonly<SessionConfig> => ({ ...config });

/** The IAM centre's URL for a sign-on that comes back to `redirectUrl`. */
export function iamSignOnUrl(redirectUrl: string, origin: string): string {
  const url = new URL(config.iamLoginUrl, origin);
  url.searchParams.set('redirect', redirectUrl);
  return url.href;
}
