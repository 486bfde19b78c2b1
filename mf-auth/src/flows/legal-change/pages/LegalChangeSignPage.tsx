import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LEGAL_CHANGE_NOTICE_CODE, LEGAL_CHANGE_PAGES as P, changeApi, enterpriseAuthApi } from '@portal/core';
import { Alert } from '@portal/ui/kit/Alert';
import { Button } from '@portal/ui/kit/Button';
import { FaceCheck, type FaceLink } from '@portal/ui/kit/FaceCheck';
import { messages } from '../../../i18n';
import { AgreementCheck } from '../../shared/AgreementCheck';
import { useAgreement, useFacePoll } from '../../shared/calls';
import { failureText } from '../../shared/failure';
import type { ChangeState } from '../../shared/change/useChangeFlow';
import { LegalChangeStep } from '../LegalChangeStep';

const t = messages.change;
const L = t.legal;

/** /LegalChange/Legal/change: the face check, then the change notice signed. */
export function LegalChangeSignPage() {
  return <LegalChangeStep page={P.legalChange} title={L.change.title} lead={L.change.lead} body={(state) => <FaceAndSign state={state} />} />;
}

function FaceAndSign({ state }: { state: ChangeState }) {
  const { entCode, refresh, goTo } = state;
  const notice = useAgreement('legalChange', LEGAL_CHANGE_NOTICE_CODE);
  const faceId = useRef<string | undefined>(undefined);
  const [passed, setPassed] = useState<string>();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { start, polled } = useFacePoll(
    useCallback(
      (): Promise<FaceLink> =>
        enterpriseAuthApi.legalPersonFace(entCode ?? '').then((link) => {
          faceId.current = link.faceId;
          return link;
        }),
      [entCode],
    ),
  );
  const onFace = useCallback((outcome: { status: 'SUCCESS' | 'FAILING'; reason?: string }) => {
    if (outcome.status === 'SUCCESS') {
      setPassed(faceId.current);
      setFailure(undefined);
    } else setFailure(L.change.faceFailed(outcome.reason ?? ''));
  }, []);
  const signNotice = useMutation({
    mutationFn: async ({ code, face }: { code: string; face: string }) => {
      await changeApi.apply({ entCode: code, action: 'signLegal', faceId: face, agreements: [LEGAL_CHANGE_NOTICE_CODE] });
      await refresh();
    },
    onMutate: () => setFailure(undefined),
    onSuccess: () => goTo(P.legalResult),
    onError: (error) => setFailure(failureText(error, t.failed)),
  });
  const sign = () => {
    if (!entCode) return;
    if (!passed) return setFailure(L.change.mustFace);
    if (!agreed) return setFailure(L.change.mustAgree);
    signNotice.mutate({ code: entCode, face: passed });
  };
  return (
    <>
      {passed ? <Alert className="person__section" type="success" showIcon title={L.change.faceDone} /> : <FaceCheck start={start} polled={polled} onResult={onFace} />}
      <AgreementCheck checked={agreed} onChange={setAgreed} agree={L.change.agree} title={L.change.notice} agreement={notice} />
      {failure && <Alert className="person__section" type="error" showIcon role="alert" title={failure} />}
      <Button type="primary" loading={signNotice.isPending} onClick={sign}>
        {L.change.sign}
      </Button>
    </>
  );
}
