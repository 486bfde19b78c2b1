/**
 * Where the session sends the browser outside the portal: the group IAM sign-on centre and the
 * business systems' landing pages. Run-time settings: the shell sets them from portal.config.json
 * (`configureSession`); the embedded mock serves its simulators' addresses there, real servers
 * their own. Unset, the IAM sign-on is not offered and a business system cannot be opened.
 */
export interface SessionConfig {
  /** The IAM centre's login page; it gets `?redirect=<url>` and sends the browser back with `code=`. */
  iamLoginUrl?: string;
  /** The landing URL of a business system, by its key. */
  businessSystemUrl?: (key: string) => string;
}

const config: SessionConfig = {};

export function configureSession(changes: Partial<SessionConfig>): void {
  Object.assign(config, changes);
}

export const getSessionConfig = (): Readonly<SessionConfig> => ({ ...config });

/** A business system's landing URL from a template with `{key}` (`https://biz.example/{key}/entry`). */
export const businessSystemUrlFrom =
  (template: string) =>
  (key: string): string =>
    template.replaceAll('{key}', encodeURIComponent(key));

/** The IAM centre's URL for a sign-on that comes back to `redirectUrl`; undefined when no IAM centre is set. */
export function iamSignOnUrl(redirectUrl: string, origin: string): string | undefined {
  if (!config.iamLoginUrl) return undefined;
  const url = new URL(config.iamLoginUrl, origin);
  url.searchParams.set('redirect', redirectUrl);
  return url.href;
}
