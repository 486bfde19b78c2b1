import { useParams } from 'react-router-dom';
import { isEnterprisePage, type EnterprisePage } from '@portal/core';
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { AuthErrorGate } from './AuthErrorGate';
import {
  AdministratorsPage,
  BackfillPage,
  CertificatePage,
  LegalPersonFacePage,
  LegalPersonNoticePage,
  MaterialsPage,
  PaymentPage,
  ResultPage,
  SelectBusinessPage,
} from './lazyPages';

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
