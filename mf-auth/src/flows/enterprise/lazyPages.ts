import type { EnterprisePage } from '@portal/core';
import { lazyPage } from '@portal/ui';

// Each step's code loads on its first visit: a step's first view fetches only its own kit parts.
export const AdministratorsPage = lazyPage(() => import('./pages/AdministratorsPage').then((m) => m.AdministratorsPage));
export const CertificatePage = lazyPage(() => import('./pages/CertificatePage').then((m) => m.CertificatePage));
export const LegalPersonFacePage = lazyPage(() => import('./pages/LegalPersonPages').then((m) => m.LegalPersonFacePage));
export const LegalPersonNoticePage = lazyPage(() => import('./pages/LegalPersonPages').then((m) => m.LegalPersonNoticePage));
export const MaterialsPage = lazyPage(() => import('./pages/MaterialsPages').then((m) => m.MaterialsPage));
export const BackfillPage = lazyPage(() => import('./pages/PaymentPages').then((m) => m.BackfillPage));
export const PaymentPage = lazyPage(() => import('./pages/PaymentPages').then((m) => m.PaymentPage));
export const ResultPage = lazyPage(() => import('./pages/ResultPage').then((m) => m.ResultPage));
// SelectBusiness: the page below its heading (linked companies, the add button) loads beside the page's code.
export const SelectBusinessBody = lazyPage(() => import('./pages/SelectBusinessBody').then((m) => m.SelectBusinessBody));
export const SelectBusinessPage = lazyPage(() => import('./pages/SelectBusinessPage').then((m) => m.SelectBusinessPage));

/**
 * The page that draws each step (EnterpriseRoute renders it): the route's preload loads it with the
 * route's own code, so an opened step's heading does not wait for EnterpriseRoute to run first.
 */
export const STEP_PAGES = {
  SelectBusiness: SelectBusinessPage,
  SelectBusinessOrder: SelectBusinessPage,
  AuthCertificate: CertificatePage,
  AuthPayment: PaymentPage,
  AuthBackfill: BackfillPage,
  AuthType: LegalPersonFacePage,
  legalPersonAuthType: LegalPersonNoticePage,
  AuthUpload: MaterialsPage,
  AuthManualReview: MaterialsPage,
  AuthReject: MaterialsPage,
  AuthResult: ResultPage,
  addAdministrator: AdministratorsPage,
} as const satisfies Record<EnterprisePage, { preload: () => Promise<void> }>;
