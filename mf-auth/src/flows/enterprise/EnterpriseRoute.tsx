import { Suspense, useState, type ReactElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { isEnterprisePage, type EnterprisePage } from '@portal/core';
import { lazyPage } from '@portal/ui';
import { AuthQueryRoot } from '../shared/frameKit';
import { FREE_OF_AUTH_ERRORS } from './authErrorFree';
import { STEP_PAGES } from './lazyPages';

const PAGES: Record<EnterprisePage, () => ReactElement> = {
  SelectBusiness: () => <STEP_PAGES.SelectBusiness order={false} />,
  SelectBusinessOrder: () => <STEP_PAGES.SelectBusinessOrder order />,
  AuthCertificate: () => <STEP_PAGES.AuthCertificate />,
  AuthPayment: () => <STEP_PAGES.AuthPayment />,
  AuthBackfill: () => <STEP_PAGES.AuthBackfill />,
  AuthType: () => <STEP_PAGES.AuthType />,
  legalPersonAuthType: () => <STEP_PAGES.legalPersonAuthType />,
  AuthUpload: () => <STEP_PAGES.AuthUpload variant="AuthUpload" key="AuthUpload" />,
  AuthManualReview: () => <STEP_PAGES.AuthManualReview variant="AuthManualReview" key="AuthManualReview" />,
  AuthReject: () => <STEP_PAGES.AuthReject variant="AuthReject" key="AuthReject" />,
  AuthResult: () => <STEP_PAGES.AuthResult />,
  addAdministrator: () => <STEP_PAGES.addAdministrator />,
};

// The gate reads through the query client: its code (and TanStack Query) loads once it is drawn.
const AuthErrorGate = lazyPage(() => import('./AuthErrorGate').then((m) => m.AuthErrorGate));

/** The entry pages read their state without the query client: it comes below their heading (AuthFrame). */
const ENTRY: readonly EnterprisePage[] = ['SelectBusiness', 'SelectBusinessOrder'];

/** /AuthEnterprise/:step: the page of that step; an unknown step starts at SelectBusiness. */
export function EnterpriseRoute() {
  const { step } = useParams();
  // The gate decides on the page first opened: opened on a page free of auth errors, it never opens.
  const [openedOn] = useState(step);
  if (!isEnterprisePage(step)) return <Navigate to="/AuthEnterprise/SelectBusiness" replace />;
  const page = PAGES[step]();
  return (
    <>
      {ENTRY.includes(step) ? page : <AuthQueryRoot>{page}</AuthQueryRoot>}
      {!(isEnterprisePage(openedOn) && FREE_OF_AUTH_ERRORS.includes(openedOn)) && (
        <Suspense fallback={null}>
          <AuthQueryRoot>
            <AuthErrorGate step={step} />
          </AuthQueryRoot>
        </Suspense>
      )}
    </>
  );
}
