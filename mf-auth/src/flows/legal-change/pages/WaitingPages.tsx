import { LEGAL_CHANGE_PAGES as P } from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { messages } from '../../../i18n';
import type { ChangeState } from '../../shared/change/useChangeFlow';
import { LegalChangeStep } from '../LegalChangeStep';

const t = messages.change;
const L = t.legal;

function Waiting({ state, text }: { state: ChangeState; text: string }) {
  return (
    <>
      <Alert className="person__section" type="info" showIcon title={text} />
      <Button onClick={() => void state.refresh()}>{t.refresh}</Button>
    </>
  );
}

/** /LegalChange/admin/notifyLegal: the new legal representative was notified; waiting for them. */
export function AdminNotifyLegalPage() {
  return (
    <LegalChangeStep
      page={P.adminNotifyLegal}
      title={L.notify.title}
      body={(state) => <Waiting state={state} text={L.notify.lead(state.info?.legalChange?.newLegalName ?? '', state.info?.legalChange?.newLegalMobile ?? '')} />}
    />
  );
}

/** /LegalChange/admin/manualReview: signed, under review. */
export function AdminManualReviewPage() {
  return <LegalChangeStep page={P.adminManualReview} title={L.review.title} body={(state) => <Waiting state={state} text={L.review.lead} />} />;
}
