// Records a world keeps for the routes that write them (MockState's `telemetry` and `applications`):
// their shapes live here, apart from those routes, so the state does not import a route.
import type { TreasuryApplication } from './content/treasury';

/** A telemetry event as the mock keeps it (routes/telemetry.ts). */
export interface TelemetryEvent {
  type: string;
  receivedAt: number;
  [field: string]: unknown;
}

/** A world's treasury applications (routes/content.ts; POST /__mock/reset drops them). */
export interface ApplicationStore {
  applications: TreasuryApplication[];
  sequence: number;
}
