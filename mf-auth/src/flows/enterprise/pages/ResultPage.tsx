import { useNavigate } from 'react-router-dom';
import { productFromParam } from '@portal/core';
import { useProductEntry } from '@portal/ui';
import { Button, Result } from '@portal/ui/kit';
import { messages } from '../../../i18n';
import { EnterpriseFrame } from '../EnterpriseFrame';
import { useEnterpriseFlow } from '../useEnterpriseFlow';

const t = messages.enterprise.result;

/** /AuthEnterprise/AuthResult: authenticated; continue into the product the user came from. */
export function ResultPage() {
  const state = useEnterpriseFlow('AuthResult');
  const navigate = useNavigate();
  const productEntry = useProductEntry();
  const fromProduct = state.query.get('fromProduct');
  const product = productFromParam(fromProduct);
  return (
    <EnterpriseFrame state={state} step={3} title={t.title}>
      {() => (
        <Result
          status="success"
          title={<h2 className="person__result-title">{t.successTitle}</h2>}
          subTitle={t.successLead}
          extra={[
            product ? (
              <Button key="go" type="primary" loading={productEntry.busy} onClick={() => void productEntry.enter(product, { sameTab: true })}>
                {t.continueProduct}
              </Button>
            ) : (
              <Button key="go" type="primary" onClick={() => navigate('/AuthPerson/SelectProduct')}>
                {t.chooseProduct}
              </Button>
            ),
            <Button key="home" onClick={() => navigate('/home/index')}>
              {t.home}
            </Button>,
          ]}
        />
      )}
    </EnterpriseFrame>
  );
}
