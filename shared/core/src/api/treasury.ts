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
