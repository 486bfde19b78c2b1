import { useNavigate } from 'react-router-dom';
import { personalAuthMessages, personalResult, productFromParam } from '@portal/core';
import { useProductEntry } from '@portal/ui';
import { Button, Result } from '@portal/ui/kit';
import { messages } from '../../../i18n';
import { PersonFrame } from '../PersonFrame';
import { usePersonalFlow, type PersonalAuthState } from '../usePersonalFlow';

const t = messages.person.result;

/** /AuthPerson/AuthResult: success, failure with the reason and a retry, or in progress. */
export function AuthResultPage() {
  const state = usePersonalFlow('AuthResult');
  return (
    <PersonFrame page="AuthResult" state={state} title={t.title}>
      {() => <Outcome state={state} />}
    </PersonFrame>
  );
}

function Outcome({ state }: { state: PersonalAuthState }) {
  const navigate = useNavigate();
  const productEntry = useProductEntry();
  const result = personalResult(state.info);
  const fromProduct = new URLSearchParams(state.search).get('fromProduct');

  if (result.kind === 'success') {
    const product = productFromParam(fromProduct);
    return (
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
            <Button key="go" type="primary" onClick={() => state.goTo('SelectProduct')}>
              {t.chooseProduct}
            </Button>
          ),
          <Button key="home" onClick={() => navigate('/home/index')}>
            {t.home}
          </Button>,
        ]}
      />
    );
  }
  if (result.kind === 'failure') {
    return (
      <Result
        status="error"
        title={<h2 className="person__result-title">{t.failureTitle}</h2>}
        subTitle={
          <>
            <span role="alert">{result.reason}</span>
            <br />
            {t.failureFactor(personalAuthMessages.factorNames[result.factor])}
          </>
        }
        extra={
          <Button type="primary" onClick={() => state.goTo(result.retry)}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="info"
      title={<h2 className="person__result-title">{t.processingTitle}</h2>}
      subTitle={t.processingLead}
      extra={
        <Button type="primary" onClick={() => state.goTo('AuthType')}>
          {t.continue}
        </Button>
      }
    />
  );
}
