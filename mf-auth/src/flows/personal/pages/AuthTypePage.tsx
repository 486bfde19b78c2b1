import { useEffect, useRef, useState } from 'react';
import { drafts, offeredFactors, productFromParam, type PersonalFactorCode } from '@portal/core';
import { useProductEntry } from '@portal/ui';
import { Alert } from '@portal/ui/kit/Alert';
import { Radio } from '@portal/ui/kit/Radio';
import { messages } from '../../../i18n';
import { PersonFrame } from '../PersonFrame';
import { usePersonalFlow, type PersonalAuthState } from '../usePersonalFlow';
import { BankCardPanel } from '../BankCardPanel';
import { FacePanel } from '../FacePanel';
import { TelecomPanel } from '../TelecomPanel';

const t = messages.person.factor;
const DRAFT = 'AuthPerson/AuthType' as const;
type Factor = Exclude<PersonalFactorCode, 'personal2'>;

/** /AuthPerson/AuthType: the second factor (telecom, bank card with SMS, face by phone). */
export function AuthTypePage() {
  const state = usePersonalFlow('AuthType');
  const adding = new URLSearchParams(state.search).get('type') === 'addAuthTypeFace';
  return (
    <PersonFrame page="AuthType" state={state} title={t.title} lead={<p>{adding ? t.addLead : t.lead}</p>}>
      {() => <FactorChoice state={state} adding={adding} />}
    </PersonFrame>
  );
}

function FactorChoice({ state, adding }: { state: PersonalAuthState; adding: boolean }) {
  const { mobile, info, search, refresh, goTo } = state;
  const offered = offeredFactors(info, adding ? 'addAuthTypeFace' : null);
  const [factor, setFactor] = useState<Factor | undefined>(() => {
    const saved = drafts.load(mobile, DRAFT)?.factor;
    return offered.find((f) => f === saved) ?? offered[0];
  });
  const productEntry = useProductEntry();
  const finished = useRef(false);

  useEffect(() => {
    if (factor) drafts.save(mobile, DRAFT, { ...drafts.load(mobile, DRAFT), factor });
  }, [mobile, factor]);

  /** A factor passed or failed for good: the draft goes, the user card follows, and on to what is next. */
  const done = async (outcome: 'passed' | 'failed') => {
    if (finished.current) return;
    finished.current = true;
    drafts.clear(mobile, DRAFT);
    await refresh();
    const fromProduct = productFromParam(new URLSearchParams(search).get('fromProduct'));
    if (outcome === 'passed' && adding && fromProduct) {
      await productEntry.enter(fromProduct, { sameTab: true });
      return;
    }
    goTo('AuthResult');
  };

  if (offered.length === 0 || !factor) return <Alert type="info" showIcon title={t.noneLeft} />;

  return (
    <>
      <Radio.Group
        className="person__factors"
        value={factor}
        onChange={(event) => setFactor(event.target.value as Factor)}
        aria-label={t.chooseLabel}
      >
        {offered.map((code) => (
          <Radio key={code} value={code} className="person__factor">
            <strong>{t.names[code]}</strong>
            <small>{t.descriptions[code]}</small>
          </Radio>
        ))}
      </Radio.Group>
      <section className="person__panel" aria-label={t.names[factor]}>
        {factor === 'telecomOperators3' && <TelecomPanel onDone={done} />}
        {factor === 'bankCard4' && <BankCardPanel mobile={mobile} onDone={done} />}
        {factor === 'livingFace' && <FacePanel onDone={done} />}
      </section>
    </>
  );
}
