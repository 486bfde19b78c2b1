import { useCallback } from 'react';
import { personalAuthApi } from '@portal/core';
import { FaceCheck, type FaceLink, type FaceResult } from '@portal/ui/kit';
import { messages } from '../../i18n';

const t = messages.person.factor;

const start = (): Promise<FaceLink> => personalAuthApi.faceStart('personal').then(({ faceId, url, expiresAt }) => ({ faceId, url, expiresAt }));

const check = async (faceId: string): Promise<FaceResult> => {
  const answer = await personalAuthApi.faceResult(faceId);
  switch (answer.status) {
    case 'passed':
      return { status: 'SUCCESS' };
    case 'failed':
      return { status: 'FAILING', reason: answer.reason ?? undefined };
    case 'expired':
      return { status: 'EXPIRED' };
    default:
      return { status: 'PENDING' };
  }
};

/** The face factor: scan on a phone (or finish on this device); a pass or a fail moves on by itself. */
export function FacePanel({ onDone }: { onDone: (outcome: 'passed' | 'failed') => Promise<void> }) {
  const finish = useCallback((outcome: { status: 'SUCCESS' | 'FAILING' }) => void onDone(outcome.status === 'SUCCESS' ? 'passed' : 'failed'), [onDone]);
  return (
    <>
      <p>{t.faceLead}</p>
      <FaceCheck start={start} check={check} onResult={finish} />
    </>
  );
}
