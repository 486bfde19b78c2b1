import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { enterpriseAuthApi, type LpNotifyAnswer } from '@portal/core';
import { PAGE_READ, companyKey } from '../shared/query';

/** How often the legal person's answer is asked while they have not confirmed. */
export const LP_POLL_MS = 3000;

export interface LegalPersonNotice {
  /** The last notice (null: none sent yet; undefined: not read yet). */
  notice: LpNotifyAnswer | null | undefined;
  /** When the notice was last read or sent: the resend countdown moves with each answer. */
  readAt: number;
  /** Sends the notice by SMS to the legal person's mobile. */
  send: UseMutationResult<LpNotifyAnswer, Error, string>;
}

/**
 * The SMS notice to the legal person and its progress: read when the page opens, then every few
 * seconds until they confirm (a failed read waits for the next); their confirmation refreshes the flow.
 */
export function useLegalPersonNotice(mobile: string, entCode: string | undefined, onConfirmed: () => unknown): LegalPersonNotice {
  const client = useQueryClient();
  const key = [...companyKey(mobile, entCode), 'lp-notice'];
  const status = useQuery({
    queryKey: key,
    queryFn: () => enterpriseAuthApi.legalPersonStatus(entCode ?? ''),
    enabled: Boolean(entCode),
    ...PAGE_READ,
    refetchInterval: (query) => (query.state.data?.status === 'confirmed' ? false : LP_POLL_MS),
    refetchIntervalInBackground: true,
  });
  const confirmed = status.data?.status === 'confirmed';
  useEffect(() => {
    if (confirmed) void onConfirmed();
  }, [confirmed, onConfirmed]);
  const send = useMutation({
    mutationFn: (lpMobile: string) => enterpriseAuthApi.notifyLegalPerson(entCode ?? '', lpMobile),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
  return { notice: status.data, readAt: status.dataUpdatedAt, send };
}
