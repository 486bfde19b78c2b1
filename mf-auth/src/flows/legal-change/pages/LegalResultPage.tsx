import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LEGAL_CHANGE_PAGES as P, drafts, keepsLegalChangeDraft } from '@portal/core';
import { useSession } from '@portal/ui';
import { Button } from '@portal/ui/kit/Button';
import { Result } from '@portal/ui/kit/Result';
import { messages } from '../../../i18n';
import type { ChangeState } from '../../shared/change/useChangeFlow';
import { ENTERPRISE_INFO_PATH } from '../../shared/change/paths';
import { LegalChangeStep } from '../LegalChangeStep';

const t = messages.change;
const L = t.legal;

/** /LegalChange/Legal/result: under review, rejected (the administrator fixes it) or done. */
export function LegalResultPage() {
  return <LegalChangeStep page={P.legalResult} title={L.result.title} body={(state) => <Outcome state={state} />} />;
}

function Outcome({ state }: { state: ChangeState }) {
  const change = state.info?.legalChange;
  const mobile = useSession().user?.mobile ?? '';
  // The typed new legal representative is done with once the change succeeded: a later change starts blank.
  const done = !keepsLegalChangeDraft(change);
  useEffect(() => {
    if (done) drafts.clear(mobile, 'LegalChange/admin/upload');
  }, [done, mobile]);
  const back = (
    <Link key="back" to={ENTERPRISE_INFO_PATH}>
      {L.result.back}
    </Link>
  );
  if (change?.step === 'SUCCESS') {
    return <Result status="success" title={<h2 className="person__result-title">{L.result.success}</h2>} subTitle={L.result.successLead(change.newLegalName ?? '')} extra={[back]} />;
  }
  if (change?.step === 'REJECTED') return <Result status="warning" title={<h2 className="person__result-title">{L.result.rejected}</h2>} extra={[back]} />;
  return (
    <Result
      status="info"
      title={<h2 className="person__result-title">{L.result.review}</h2>}
      subTitle={L.result.reviewLead}
      extra={[
        <Button key="refresh" onClick={() => void state.refresh()}>
          {t.refresh}
        </Button>,
        back,
      ]}
    />
  );
}
