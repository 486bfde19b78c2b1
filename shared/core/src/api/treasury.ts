/** The treasury calls' contract (`/treasury/v1/...`), shared by the treasury remote and the mock API. */
export interface TreasuryProduct {
  name: string;
  tagline: string;
  intro: string;
  capabilities: { title: string; detail: string }[];
  audience: string[];
  steps: { title: string; detail: string }[];
  faqs: { question: string; answer: string }[];
  /** The options of the application form. */
  demandOptions: string[];
  scaleOptions: string[];
}

export type ApplicationStatus = 'SUBMITTED' | 'EVALUATING' | 'SIGNED' | 'CLOSED';

/** `GET /treasury/v1/application/list` (one row, masked) and `GET .../application/detail?applicationNo=`. */
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

/** `GET /treasury/v1/application/list?...`. */
export interface ApplicationQuery {
  pageNum?: number;
  pageSize?: number;
  status?: ApplicationStatus;
  keyword?: string;
  /** YYYY-MM-DD, China Standard Time. */
  startDate?: string;
  endDate?: string;
}

/** `POST /treasury/v1/application`. */
export interface NewApplication {
  entName: string;
  creditCode: string;
  contactName: string;
  contactMobile: string;
  demands: string[];
  fundScale: string;
  remark?: string;
}

/** The answer to `POST /treasury/v1/application`. */
export interface ApplicationReceipt {
  applicationNo: string;
  status: ApplicationStatus;
  submittedAt: string;
}

/** `GET /treasury/v1/templates` and `GET /treasury/v1/files`: one entry (size only for templates). */
export interface TreasuryFileInfo {
  file: string;
  title: string;
  description: string;
  contentType: string;
  size?: number;
}
