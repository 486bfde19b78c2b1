import { ROUTES } from '@portal/core';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../i18n';
import { SuccessResult } from '../../shared/SuccessResult';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { useEnterpriseFlow } from '../useEnterpriseFlow';

const t = messages.enterprise.result;

/** /AuthEnterprise/AuthResult: authenticated; continue into the product the user came from. */
export function ResultPage() {
  const state = useEnterpriseFlow('AuthResult');
  const navigate = useNavigate();
  return (
    <EnterpriseFrame state={state} step={3} title={t.title}>
      {() => <SuccessResult texts={t} fromProduct={state.query.get('fromProduct')} onChoose={() => navigate(ROUTES.auth.person.SelectProduct.path)} />}
    </EnterpriseFrame>
  );
}
