/** The calls more than one flow makes (agreements, face results, uploads), each through the query client. */
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { personalAuthApi, type Agreement, type AgreementStep, type UploadType } from '@portal/core';
import type { FaceLink, FaceResult } from '@portal/ui/kit/FaceCheck';
import type { UploadedFile } from '@portal/ui/kit/FileUpload';
import { useUserKey } from './query';

/** The agreements to accept before a step (they change with a release, not with the user's state). */
export function useAgreements(step: AgreementStep) {
  return useQuery({ queryKey: [...useUserKey(), 'agreements', step], queryFn: () => personalAuthApi.agreements(step).then((answer) => answer.list), staleTime: Infinity });
}

/** One agreement of a step, by its code: its document link (undefined until known, or when the list failed). */
export function useAgreement(step: AgreementStep, code: string): Agreement | undefined {
  return useAgreements(step).data?.find((agreement) => agreement.code === code);
}

/** How often a face check's result is read while it waits on the phone. */
export const FACE_POLL_MS = 2000;

const toFaceResult = (answer: { status: string; reason?: string | null }): FaceResult => {
  if (answer.status === 'passed') return { status: 'SUCCESS' };
  if (answer.status === 'failed') return { status: 'FAILING', reason: answer.reason ?? undefined };
  if (answer.status === 'expired') return { status: 'EXPIRED' };
  return { status: 'PENDING' };
};

/**
 * A face check polled by the query client: `start` asks for a link (a mutation: each is a new
 * check) and `polled` is the latest result of that link, read every FACE_POLL_MS with
 * refetchInterval until it passes, fails or expires. FaceCheck takes both (`start`, `polled`).
 */
export function useFacePoll(ask: () => Promise<FaceLink>): { start: () => Promise<FaceLink>; polled?: { faceId: string; result: FaceResult } } {
  const [faceId, setFaceId] = useState('');
  const { mutateAsync } = useMutation({ mutationFn: ask });
  const start = useCallback(
    () =>
      mutateAsync().then(({ faceId: started, url, expiresAt }) => {
        setFaceId(started);
        return { faceId: started, url, expiresAt };
      }),
    [mutateAsync],
  );
  const { data } = useQuery({
    queryKey: [...useUserKey(), 'face', faceId],
    queryFn: () => personalAuthApi.faceResult(faceId).then(toFaceResult),
    enabled: faceId !== '',
    staleTime: 0,
    gcTime: 0,
    // A failed read is asked again at the next tick; the link's expiry bounds the wait.
    retry: false,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'PENDING' ? false : FACE_POLL_MS),
    // The check is finished on a phone or in another tab: this one keeps asking meanwhile.
    refetchIntervalInBackground: true,
  });
  const polled = useMemo(() => (data && faceId ? { faceId, result: data } : undefined), [data, faceId]);
  return { start, polled };
}

/** FileUpload's `upload` for a kind of file: sends it as a mutation and answers what the field shows. */
export function useUpload(kind: UploadType): (file: File, onProgress: (fraction: number) => void) => Promise<UploadedFile> {
  const { mutateAsync } = useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      personalAuthApi.upload(file, kind, onProgress).then((answer): UploadedFile => ({ fileId: answer.fileId, name: answer.fileName, url: answer.url, type: answer.contentType })),
  });
  return useCallback((file, onProgress) => mutateAsync({ file, onProgress }), [mutateAsync]);
}
