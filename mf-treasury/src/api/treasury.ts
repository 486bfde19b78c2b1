/** The treasury calls (mock: shared/mock-api/src/routes/content.ts). Treasury paths are exempt from payload encryption. */
import {
  formatChinaTime as formatCoreChinaTime,
  callApi,
  callOptions,
  calls,
  http,
  type ApplicationQuery,
  type ApplicationReceipt,
  type ApplicationRow,
  type ApplicationStatus,
  type NewApplication,
  type Page,
  type TreasuryFileInfo,
  type TreasuryProduct,
} from '@portal/core';
import { treasury as t } from '../i18n/zh-CN/treasury';

// The shapes live once in @portal/core/api, shared with the mock.
export type { ApplicationQuery, ApplicationRow, ApplicationStatus, NewApplication, TreasuryFileInfo, TreasuryProduct };

export const APPLICATION_STATUSES: { value: ApplicationStatus; label: string; color: string }[] = [
  { value: 'SUBMITTED', label: t.statuses.SUBMITTED, color: 'blue' },
  { value: 'EVALUATING', label: t.statuses.EVALUATING, color: 'orange' },
  { value: 'SIGNED', label: t.statuses.SIGNED, color: 'green' },
  { value: 'CLOSED', label: t.statuses.CLOSED, color: 'default' },
];

// Page content and form failures are shown in the page (one message), not also as toasts.
const quietly = { silentErrors: true } as const;

export const treasuryApi = {
  product: (): Promise<TreasuryProduct> => callApi(calls.treasuryProduct, {}, quietly),
  templates: (): Promise<TreasuryFileInfo[]> => callApi(calls.treasuryTemplates, {}, quietly),
  files: (): Promise<TreasuryFileInfo[]> => callApi(calls.treasuryFiles, {}, quietly),
  applications: (query: ApplicationQuery): Promise<Page<ApplicationRow>> => callApi(calls.applicationList, { query: { ...query } }, quietly),
  application: (applicationNo: string): Promise<ApplicationRow> => callApi(calls.applicationDetail, { query: { applicationNo } }, quietly),
  apply: (body: NewApplication): Promise<ApplicationReceipt> => callApi(calls.apply, { body: { ...body } }, quietly),
  /** A file as the server sends it (signed like every call); a missing one rejects with a 404. */
  file: (file: string) => {
    const { path, options } = callOptions(calls.treasuryFile, { params: { file } }, quietly);
    return http.raw(path, options);
  },
};

/** 2025-11-20T01:30:00.000Z as the applicant's China time: 2025-11-20 09:30. */
export const formatChinaTime = (iso: string): string => formatCoreChinaTime(iso, 'minute');
