/**
 * The mock's own paths: its control API and the simulators' pages (not under /customer/client).
 * QA and tests only, so they live in the mock and never ship to a browser with @portal/core.
 */
import type { IdCardSide } from '@portal/core';

/** The mock's control and simulator paths (not under /customer/client; QA and tests only). */
export const MOCK_AUTH_PATHS = {
  faceLatest: '/__mock/face/latest',
  /** The simulated phone page of a face check; `url` of a face start points here. */
  facePage: (faceId: string): string => `/__mock/face/page/${encodeURIComponent(faceId)}`,
  account: (mobile: string): string => `/__mock/accounts/${encodeURIComponent(mobile)}`,
  accountState: (mobile: string): string => `/__mock/accounts/${encodeURIComponent(mobile)}/state`,
  idCardSample: (side: IdCardSide): string => `/__mock/samples/id-card-${side}.png`,
  agreement: (code: string): string => `/__mock/agreements/${encodeURIComponent(code)}`,
  file: (fileId: string): string => `/__mock/files/${encodeURIComponent(fileId)}`,
} as const;

/** The mock's control and simulator paths for enterprise authentication (QA and tests only). */
export const MOCK_ENTERPRISE_PATHS = {
  /** GET → `{amount: "0.37"}`: the amount remitted to the company's account. */
  remittance: (creditCode: string): string => `/__mock/remittance/${encodeURIComponent(creditCode)}`,
  /** POST `{confirm: true}` or `{confirm: false, reason}`: the latest notified legal person answers; GET shows that notice (its SMS link). */
  lpLatest: '/__mock/lp/latest',
  /** The notified legal representative's phone page (the SMS link). */
  lpPage: (notifyId: string): string => `/__mock/lp/page/${encodeURIComponent(notifyId)}`,
  /** POST `{result, reason?}`: the reviewer's decision on the submitted materials. */
  review: (creditCode: string): string => `/__mock/review/${encodeURIComponent(creditCode)}`,
  /** GET: the simulated business registry. */
  registry: '/__mock/registry',
  /** A registry company's sample business-licence image (recognised by the licence OCR). */
  licenceSample: (creditCode: string): string => `/__mock/samples/licence/${encodeURIComponent(creditCode)}.png`,
  /** An agreement template as a Chinese PDF (spec 000 section 3 codes) to print, sign, stamp and upload. */
  agreementPdf: (code: string): string => `/__mock/templates/${encodeURIComponent(code)}.pdf`,
} as const;

/** The mock's control path for changes (QA and tests only): the reviewer and the legal representative answer through `POST /__mock/review/:creditCode`. */
export const MOCK_CHANGE_PATHS = {
  /** GET: every change in the mock, with its step and task link. */
  list: '/__mock/changes',
  /** The legal representative's phone page for an administrator application (the adminChange SMS link). */
  adminAnswerPage: (token: string): string => `/__mock/admin-change/page/${encodeURIComponent(token)}`,
} as const;
