/** The public surface of @portal/mock-api. */
export { createMockApp, mockApi } from './app';
export type { CreateMockAppOptions, MockApiOptions } from './app';
export { DEMO_PASSWORD, PersonaMobile } from './personas';
export { MOCK_AUTH_PATHS, MOCK_CHANGE_PATHS, MOCK_ENTERPRISE_PATHS } from './paths';
export { MOCK_PORTAL_CONFIG, MOCK_TELEMETRY_URL, withMockPortalConfig, withMockTelemetry } from './outside-addresses';
