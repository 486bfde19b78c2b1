import { useQuery } from '@tanstack/react-query';
import { LEGAL_CHANGE_PAGES as P, changeApi } from '@portal/core';
import { useSession } from '@portal/ui';
import { Button } from '@portal/ui/kit/Button';
import { messages } from '../../../i18n';
import { PAGE_READ, companyKey } from '../../shared/query';
import type { ChangeState } from '../../shared/change/useChangeFlow';
import { LegalChangeStep } from '../LegalChangeStep';

const L = messages.change.legal;

/** /LegalChange/admin/reject: the reviewer's reasons (lastAuthAuditRecord), then upload again. */
export function AdminRejectPage() {
  return <LegalChangeStep page={P.adminReject} title={L.reject.title} lead={L.reject.lead} body={(state) => <Reject state={state} />} />;
}

function Reject({ state }: { state: ChangeState }) {
  const { entCode, info, goTo } = state;
  const mobile = useSession().user?.mobile ?? '';
  // The reviewer's record, when it names reasons, else those the change carries.
  const audit = useQuery({ queryKey: [...companyKey(mobile, entCode), 'change-audit'], queryFn: () => changeApi.lastAudit(entCode ?? ''), enabled: Boolean(entCode), ...PAGE_READ });
  const recorded = audit.data?.reasons ?? [];
  const reasons = recorded.length > 0 ? recorded : (info?.legalChange?.rejectReasons ?? []);
  return (
    <>
      <section className="person__section" aria-labelledby="change-reasons">
        <h2 id="change-reasons">{L.reject.reasons}</h2>
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>
      <Button type="primary" onClick={() => goTo(P.adminUpload)}>
        {L.reject.fix}
      </Button>
    </>
  );
}
