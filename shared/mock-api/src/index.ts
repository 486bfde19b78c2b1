/** The public surface of @portal/mock-api. */
export { createMockApp, mockApi } from './app';
export type { CreateMockAppOptions, MockApiOptions } from './app';
export { DEMO_PASSWORD, PersonaMobile } from './personas';
