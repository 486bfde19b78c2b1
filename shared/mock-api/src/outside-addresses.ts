/**
 * The mock's simulators of the systems outside the portal, as the portal's run-time settings name
 * them. They apply only where the mock serves (the preview server without API_UPSTREAM, the dev
 * servers): there they fill the settings a file leaves out; the built files carry none of them.
 */

/** portal.config.json's outside addresses (shell/src/chrome/portalConfig.ts). */
export const MOCK_PORTAL_CONFIG = {
  customerServiceUrl: '/__mock/chrome/service',
  chatSdkUrl: '/__mock/chrome/chat-sdk.js',
  iamLoginUrl: '/__mock/iam/login',
  businessSystemUrl: '/__mock/biz/{key}',
} as const;

/** remotes.json's telemetry collector. */
export const MOCK_TELEMETRY_URL = '/__mock/telemetry';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** portal.config.json as the mock serves it: the file's own settings, the mock's for those it leaves out. */
export function withMockPortalConfig(file: unknown): Record<string, unknown> {
  return { ...MOCK_PORTAL_CONFIG, ...(isRecord(file) ? file : {}) };
}

/** remotes.json as the mock serves it: the mock's collector unless the file names one. */
export function withMockTelemetry(file: unknown): unknown {
  return isRecord(file) && file.telemetry === undefined ? { ...file, telemetry: MOCK_TELEMETRY_URL } : file;
}
