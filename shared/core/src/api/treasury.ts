/** The treasury calls' contract (`/treasury/v1/...`), shared by the treasury remote and the mock API. */
import type { Static } from '@sinclair/typebox';
import type * as K from '../contract/schemas/content';

export { TREASURY_APPLICATION_STATUSES, type ApplicationStatus } from '../contract/enums';
export { TREASURY_DEMAND_OPTIONS, TREASURY_SCALE_OPTIONS } from '../i18n/zh-CN/contract';

const BASE = '/treasury/v1';

/** Call paths under /customer/client; treasury paths are exempt from payload encryption. */
export const TREASURY_PATHS = {
  product: `${BASE}/product`,
  templates: `${BASE}/templates`,
  files: `${BASE}/files`,
  file: `${BASE}/file/:file`,
  applicationList: `${BASE}/application/list`,
  applicationDetail: `${BASE}/application/detail`,
  apply: `${BASE}/application`,
} as const;
export type TreasuryProduct = Static<typeof K.TreasuryProduct>;


/** `GET /treasury/v1/application/list` (one row, masked) and `GET .../application/detail?applicationNo=`. */
export type ApplicationRow = Static<typeof K.ApplicationRow>;

/** `GET /treasury/v1/application/list?...`. */
export type ApplicationQuery = Static<typeof K.ApplicationQuery>;

/** `POST /treasury/v1/application`. */
export type NewApplication = Static<typeof K.NewApplication>;

/** The answer to `POST /treasury/v1/application`. */
export type ApplicationReceipt = Static<typeof K.ApplicationReceipt>;

/** `GET /treasury/v1/templates` and `GET /treasury/v1/files`: one entry (size only for templates). */
export type TreasuryFileInfo = Static<typeof K.TreasuryFileInfo>;
