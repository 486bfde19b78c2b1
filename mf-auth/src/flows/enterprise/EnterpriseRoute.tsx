import { useParams } from 'react-router-dom';
import { isEnterprisePage, type EnterprisePage } from '@portal/core';
import { lazyPage } from '@portal/ui';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { AuthErrorGate } from './AuthErrorGate';

// Each step's code loads on its first visit: a step's first view fetches only its own kit parts.
const AdministratorsPage = lazyPage(() => import('./pages/AdministratorsPage').then((m) => m.AdministratorsPage));
const CertificatePage = lazyPage(() => import('./pages/CertificatePage').then((m) => m.CertificatePage));
const LegalPersonFacePage = lazyPage(() => import('./pages/LegalPersonPages').then((m) => m.LegalPersonFacePage));
const LegalPersonNoticePage = lazyPage(() => import('./pages/LegalPersonPages').then((m) => m.LegalPersonNoticePage));
const MaterialsPage = lazyPage(() => import('./pages/MaterialsPages').then((m) => m.MaterialsPage));
const BackfillPage = lazyPage(() => import('./pages/PaymentPages').then((m) => m.BackfillPage));
const PaymentPage = lazyPage(() => import('./pages/PaymentPages').then((m) => m.PaymentPage));
const ResultPage = lazyPage(() => import('./pages/ResultPage').then((m) => m.ResultPage));
const SelectBusinessPage = lazyPage(() => import('./pages/SelectBusinessPage').then((m) => m.SelectBusinessPage));

const PAGES: Record<EnterprisePage, () => ReactElement> = {
  SelectBusiness: () => <SelectBusinessPage order={false} />,
  SelectBusinessOrder: () => <SelectBusinessPage order />,
  AuthCertificate: () => <CertificatePage />,
  AuthPayment: () => <PaymentPage />,
  AuthBackfill: () => <BackfillPage />,
  AuthType: () => <LegalPersonFacePage />,
  legalPersonAuthType: () => <LegalPersonNoticePage />,
  AuthUpload: () => <MaterialsPage variant="AuthUpload" key="AuthUpload" />,
  AuthManualReview: () => <MaterialsPage variant="AuthManualReview" key="AuthManualReview" />,
  AuthReject: () => <MaterialsPage variant="AuthReject" key="AuthReject" />,
  AuthResult: () => <ResultPage />,
  addAdministrator: () => <AdministratorsPage />,
};

/** /AuthEnterprise/:step: the page of that step; an unknown step starts at SelectBusiness. */
export function EnterpriseRoute() {
  const { step } = useParams();
  if (!isEnterprisePage(step)) return <Navigate to="/AuthEnterprise/SelectBusiness" replace />;
  return (
    <>
      {PAGES[step]()}
      <AuthErrorGate step={step} />
    </>
  );
}
