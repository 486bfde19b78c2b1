import { useQuery } from '@tanstack/react-query';
import { LEGAL_CHANGE_PAGES as P, changeApi } from '@portal/core';
import { useSession } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { messages } from '../../../i18n';
import { failureText } from '../../shared/failure';
import { PAGE_READ, companyKey } from '../../shared/query';
import type { ChangeState } from '../../shared/change/useChangeFlow';
import { LegalChangeStep } from '../LegalChangeStep';

const t = messages.change;
const L = t.legal;

/** /LegalChange/Legal/sign: the new legal representative checks the identity the change names them by. */
export function LegalSignPage() {
  return <LegalChangeStep page={P.legalSign} title={L.sign.title} lead={L.sign.lead} body={(state) => <Sign state={state} />} />;
}

function Sign({ state }: { state: ChangeState }) {
  const { entCode, goTo } = state;
  const mobile = useSession().user?.mobile ?? '';
  const identity = useQuery({ queryKey: [...companyKey(mobile, entCode), 'change-identity'], queryFn: () => changeApi.identity(entCode ?? ''), enabled: Boolean(entCode), ...PAGE_READ });
  if (identity.isError) return <Alert type="error" showIcon role="alert" title={failureText(identity.error, t.loadFailed)} />;
  if (!identity.data) return null;
  const { idName, idNo } = identity.data;
  return (
    <>
      <dl className="person__section">
        <dt>{L.sign.name}</dt>
        <dd>{idName}</dd>
        <dt>{L.sign.idNo}</dt>
        <dd>{`${idNo.slice(0, 3)}***********${idNo.slice(-4)}`}</dd>
      </dl>
      <Button type="primary" onClick={() => goTo(P.legalChange)}>
        {L.sign.confirm}
      </Button>
    </>
  );
}
