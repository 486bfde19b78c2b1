import { useCallback } from 'react';
import { personalAuthApi } from '@portal/core';
import { FaceCheck, type FaceLink } from '@portal/ui/kit';
import { messages } from '../../i18n';
import { useFaceResult, useFaceStart } from '../shared/calls';

const t = messages.person.factor;

/** The face factor: scan on a phone (or finish on this device); a pass or a fail moves on by itself. */
export function FacePanel({ onDone }: { onDone: (outcome: 'passed' | 'failed') => Promise<void> }) {
  const start = useFaceStart(useCallback((): Promise<FaceLink> => personalAuthApi.faceStart('personal'), []));
  const check = useFaceResult();
  const finish = useCallback((outcome: { status: 'SUCCESS' | 'FAILING' }) => void onDone(outcome.status === 'SUCCESS' ? 'passed' : 'failed'), [onDone]);
  return (
    <>
      <p>{t.faceLead}</p>
      <FaceCheck start={start} check={check} onResult={finish} />
    </>
  );
}
