import { useCallback } from 'react';
import { personalAuthApi } from '@portal/core';
import { FaceCheck, type FaceLink } from '@portal/ui/kit/FaceCheck';
import { messages } from '../../i18n';
import { useFacePoll } from '../shared/calls';

const t = messages.person.factor;

/** The face factor: scan on a phone (or finish on this device); a pass or a fail moves on by itself. */
export function FacePanel({ onDone }: { onDone: (outcome: 'passed' | 'failed') => Promise<void> }) {
  const { start, polled } = useFacePoll(useCallback((): Promise<FaceLink> => personalAuthApi.faceStart('personal'), []));
  const finish = useCallback((outcome: { status: 'SUCCESS' | 'FAILING' }) => void onDone(outcome.status === 'SUCCESS' ? 'passed' : 'failed'), [onDone]);
  return (
    <>
      <p>{t.faceLead}</p>
      <FaceCheck start={start} polled={polled} onResult={finish} />
    </>
  );
}
