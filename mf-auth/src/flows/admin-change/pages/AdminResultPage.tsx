import { Link } from 'react-router-dom';
import { ADMIN_CHANGE_PAGES as P } from '@portal/core';
import { Button } from '@portal/ui/kit/Button';
import { Result } from '@portal/ui/kit/Result';
import { messages } from '../../../i18n';
import type { ChangeState } from '../../shared/change/useChangeFlow';
import { ENTERPRISE_INFO_PATH } from '../../shared/change/paths';
import { AdminChangeStep } from '../AdminChangeStep';

const A = messages.change.admin;

/** /AdminChange/result: administrator now, or refused with the reason (apply again). */
export function AdminResultPage() {
  return <AdminChangeStep page={P.result} title={A.result.title} body={(state) => <Outcome state={state} />} />;
}

function Outcome({ state }: { state: ChangeState }) {
  const change = state.info?.adminChange;
  const back = (
    <Link key="back" to={ENTERPRISE_INFO_PATH}>
      {A.result.back}
    </Link>
  );
  if (change?.step === 'REFUSED') {
    return (
      <Result
        status="warning"
        title={<h2 className="person__result-title">{A.result.refused}</h2>}
        subTitle={change.refusal}
        extra={[
          <Button key="again" type="primary" onClick={() => state.goTo(P.change)}>
            {A.result.again}
          </Button>,
          back,
        ]}
      />
    );
  }
  return <Result status="success" title={<h2 className="person__result-title">{A.result.success}</h2>} extra={[back]} />;
}
