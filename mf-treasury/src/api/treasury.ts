/** The treasury calls (mock: shared/mock-api/src/routes/content.ts). Treasury paths are exempt from payload encryption. */
import { http, type ApplicationStatus, type TreasuryProduct } from '@portal/core';

export type { ApplicationStatus, TreasuryProduct };

const BASE = '/treasury/v1';

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}



export const APPLICATION_STATUSES: { value: ApplicationStatus; label: string; color: string }[] = [
  { value: 'SUBMITTED', label: '已受理', color: 'blue' },
  { value: 'EVALUATING', label: '方案评估中', color: 'orange' },
  { value: 'SIGNED', label: '已签约', color: 'green' },
  { value: 'CLOSED', label: '已关闭', color: 'default' },
];

export interface ApplicationRow {
  applicationNo: string;
  /** Masked in the public list (华东精工****有限公司); whole in the detail. */
  entName: string;
  contactName: string;
  contactMobile: string;
  demands: string[];
  fundScale: string;
  status: ApplicationStatus;
  statusName: string;
  submittedAt: string;
  updatedAt: string;
}

export interface ApplicationQuery {
  pageNum: number;
  pageSize: number;
  status?: ApplicationStatus;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

export interface NewApplication {
  entName: string;
  creditCode: string;
  contactName: string;
  contactMobile: string;
  demands: string[];
  fundScale: string;
  remark?: string;
}

export interface TreasuryFileInfo {
  file: string;
  title: string;
  description: string;
  contentType: string;
  size?: number;
}

// Page content and form failures are shown in the page (one message), not also as toasts.
const quietly = { silentErrors: true } as const;

export const treasuryApi = {
  product: () => http.get<TreasuryProduct>(`${BASE}/product`, quietly),
  templates: () => http.get<TreasuryFileInfo[]>(`${BASE}/templates`, quietly),
  files: () => http.get<TreasuryFileInfo[]>(`${BASE}/files`, quietly),
  applications: (query: ApplicationQuery) => http.get<Page<ApplicationRow>>(`${BASE}/application/list`, { ...quietly, searchParams: { ...query } }),
  application: (applicationNo: string) => http.get<ApplicationRow>(`${BASE}/application/detail`, { ...quietly, searchParams: { applicationNo } }),
  apply: (body: NewApplication) => http.post<{ applicationNo: string; status: ApplicationStatus; submittedAt: string }>(`${BASE}/application`, { ...body }, quietly),
  /** A file as the server sends it (signed like every call); a missing one rejects with a 404. */
  file: (file: string) => http.raw(`${BASE}/file/${encodeURIComponent(file)}`, quietly),
};

/** 2025-11-20T01:30:00.000Z as the applicant's China time: 2025-11-20 09:30. */
export function formatChinaTime(iso: string): string {
  const t = new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}
