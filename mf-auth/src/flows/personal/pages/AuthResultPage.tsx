import { personalAuthMessages, personalResult } from '@portal/core';
import { Button } from '@portal/ui/kit/Button';
import { Result } from '@portal/ui/kit/Result';
import { messages } from '../../../i18n';
import { SuccessResult } from '../../shared/SuccessResult';
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
  const result = personalResult(state.info);
  const fromProduct = new URLSearchParams(state.search).get('fromProduct');

  if (result.kind === 'success') return <SuccessResult texts={t} fromProduct={fromProduct} onChoose={() => state.goTo('SelectProduct')} />;
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
