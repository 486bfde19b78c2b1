import { useParams } from 'react-router-dom';
import { isEnterprisePage, type EnterprisePage } from '@portal/core';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { AdministratorsPage } from './pages/AdministratorsPage';
import { AuthErrorGate } from './AuthErrorGate';
import { CertificatePage } from './pages/CertificatePage';
import { LegalPersonFacePage, LegalPersonNoticePage } from './pages/LegalPersonPages';
import { MaterialsPage } from './pages/MaterialsPages';
import { BackfillPage, PaymentPage } from './pages/PaymentPages';
import { ResultPage } from './pages/ResultPage';
import { SelectBusinessPage } from './pages/SelectBusinessPage';

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
