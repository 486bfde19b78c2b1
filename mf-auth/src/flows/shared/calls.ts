/** The calls more than one flow makes (agreements, face results, uploads), each through the query client. */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { personalAuthApi, type Agreement, type AgreementStep, type UploadType } from '@portal/core';
import type { FaceLink, FaceResult, UploadedFile } from '@portal/ui/kit';
import { useUserKey } from './query';

/** The agreements to accept before a step (they change with a release, not with the user's state). */
export function useAgreements(step: AgreementStep) {
  return useQuery({ queryKey: [...useUserKey(), 'agreements', step], queryFn: () => personalAuthApi.agreements(step).then((answer) => answer.list), staleTime: Infinity });
}

/** One agreement of a step, by its code: its document link (undefined until known, or when the list failed). */
export function useAgreement(step: AgreementStep, code: string): Agreement | undefined {
  return useAgreements(step).data?.find((agreement) => agreement.code === code);
}

/**
 * The face check's `check`: each poll of FaceCheck reads the result through the query client
 * (keyed by the face id, never served from the cache).
 */
export function useFaceResult(): (faceId: string) => Promise<FaceResult> {
  const client = useQueryClient();
  const root = useUserKey();
  const mobile = root[1];
  return useCallback(
    (faceId: string) =>
      client.fetchQuery({
        queryKey: ['auth', mobile, 'face', faceId],
        staleTime: 0,
        gcTime: 0,
        queryFn: async (): Promise<FaceResult> => {
          const answer = await personalAuthApi.faceResult(faceId);
          if (answer.status === 'passed') return { status: 'SUCCESS' };
          if (answer.status === 'failed') return { status: 'FAILING', reason: answer.reason ?? undefined };
          if (answer.status === 'expired') return { status: 'EXPIRED' };
          return { status: 'PENDING' };
        },
      }),
    [client, mobile],
  );
}

/** FileUpload's `upload` for a kind of file: sends it as a mutation and answers what the field shows. */
export function useUpload(kind: UploadType): (file: File, onProgress: (fraction: number) => void) => Promise<UploadedFile> {
  const { mutateAsync } = useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      personalAuthApi.upload(file, kind, onProgress).then((answer): UploadedFile => ({ fileId: answer.fileId, name: answer.fileName, url: answer.url, type: answer.contentType })),
  });
  return useCallback((file, onProgress) => mutateAsync({ file, onProgress }), [mutateAsync]);
}

/** The face check's `start`: asks for a face link (a write: each asks the server for a new check) as a mutation. */
export function useFaceStart(ask: () => Promise<FaceLink>): () => Promise<FaceLink> {
  const { mutateAsync } = useMutation({ mutationFn: ask });
  return useCallback(() => mutateAsync().then(({ faceId, url, expiresAt }) => ({ faceId, url, expiresAt })), [mutateAsync]);
}
