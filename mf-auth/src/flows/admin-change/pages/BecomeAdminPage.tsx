import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ADMIN_AUTHORISATION_CODE, ADMIN_CHANGE_PAGES as P, changeApi } from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { messages } from '../../../i18n';
import { AgreementCheck } from '../../shared/AgreementCheck';
import { useAgreement } from '../../shared/calls';
import { failureText } from '../../shared/failure';
import type { ChangeState } from '../../shared/change/useChangeFlow';
import { AdminChangeStep } from '../AdminChangeStep';

const t = messages.change;
const A = t.admin;

/** /AdminChange/become/change: a linked user applies to become administrator, signing the authorisation glysq-bl-0003. */
export function BecomeAdminPage() {
  return <AdminChangeStep page={P.change} title={A.become.title} lead={A.become.lead} body={(state) => <Become state={state} />} />;
}

function Become({ state }: { state: ChangeState }) {
  const { entCode, refresh, goTo } = state;
  const authorisation = useAgreement('adminAuthorisation', ADMIN_AUTHORISATION_CODE);
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string>();
  const apply = useMutation({
    mutationFn: async (code: string) => {
      await changeApi.apply({ entCode: code, action: 'becomeAdmin', agreements: [ADMIN_AUTHORISATION_CODE] });
      await refresh();
    },
    onMutate: () => setFailure(undefined),
    onSuccess: () => goTo(P.notifyLegal),
    onError: (error) => setFailure(failureText(error, t.failed)),
  });
  const submit = () => {
    if (!entCode) return;
    if (!agreed) return setFailure(A.become.mustAgree);
    apply.mutate(entCode);
  };
  return (
    <>
      <AgreementCheck checked={agreed} onChange={setAgreed} agree={A.become.agree} title={A.become.authorisation} agreement={authorisation} />
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" loading={apply.isPending} onClick={submit}>
        {A.become.submit}
      </Button>
    </>
  );
}
