/**
 * The user centre's data layer: every read and every mutation is TanStack Query over userCentreApi.
 * One QueryClient per document (this module loads once), the signed-in remotes' shared one
 * (@portal/ui/query: retries follow the error catalogue, no refetch on focus). Keys carry the
 * signed-in mobile and, for company data, the current company, so another user or company never
 * reads a cached answer. Every mutation invalidates what it changed.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeApi, type ContractQuery } from '@portal/core';
import { useCurrentCompany, useSession } from '@portal/ui';
import { createPortalQueryClient } from '@portal/ui/query';
import { downloadFile, userCentreApi } from './userCentre';

/** The document's one client. */
export const userCentreQueryClient = createPortalQueryClient();

/** The root of every user-centre key: the user. */
export function useOwnerKey(): readonly ['uc', string] {
  return ['uc', useSession().user?.mobile ?? ''] as const;
}

/** The root of company keys: the user and the current company. */
export function useCompanyKey(): readonly ['uc', string, string] {
  const company = useCurrentCompany();
  return [...useOwnerKey(), company?.creditCode ?? ''] as const;
}

/** When a read may start (a page holding its calls until its first view has painted); at once by default. */
export interface ReadOptions {
  enabled?: boolean;
}

/** Whose data a read is: the signed-in mobile and the current company's credit code ('' for none). */
export interface ReadOwner {
  mobile: string;
  creditCode: string;
}

/** A contract list's key and call (enterprise lists follow the current company): the hook's and a prefetch's. */
export function contractsRead({ mobile, creditCode }: ReadOwner, query: ContractQuery) {
  const root = query.scope === 'enterprise' ? ['uc', mobile, creditCode] : ['uc', mobile];
  return { queryKey: [...root, 'contracts', query], queryFn: () => userCentreApi.contracts(query) };
}

/** The current company's changes: key and call (the hook's and a prefetch's). */
export function companyChangesRead({ mobile, creditCode }: ReadOwner) {
  return { queryKey: ['uc', mobile, creditCode, 'changes'], queryFn: () => changeApi.info(creditCode) };
}

function useReadOwner(): ReadOwner {
  const [, mobile, creditCode] = useCompanyKey();
  return { mobile, creditCode };
}

/** A contract list (enterprise lists follow the current company). */
export function useContracts(query: ContractQuery, { enabled = true }: ReadOptions = {}) {
  return useQuery({ ...contractsRead(useReadOwner(), query), placeholderData: keepPreviousData, enabled });
}

export function useContract(id: string) {
  return useQuery({ queryKey: [...useOwnerKey(), 'contract', id], queryFn: () => userCentreApi.contract(id), enabled: id !== '' });
}

/** The contract's PDF, fetched through a time-limited link. */
export function useContractPdf(fileKey: string | undefined) {
  return useQuery({
    queryKey: [...useOwnerKey(), 'pdf', fileKey],
    queryFn: async () => {
      const { url } = await userCentreApi.fileLink(fileKey ?? '');
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      return response.blob();
    },
    enabled: Boolean(fileKey),
    // A link lives 10 hours; the bytes of a signed or unsigned version do not change under a key.
    staleTime: Infinity,
  });
}

export function useFiles() {
  return useQuery({ queryKey: [...useOwnerKey(), 'files'], queryFn: () => userCentreApi.files() });
}

export function useEmail() {
  return useQuery({ queryKey: [...useOwnerKey(), 'email'], queryFn: () => userCentreApi.email() });
}

export function useLoginHistory() {
  return useQuery({ queryKey: [...useOwnerKey(), 'login-history'], queryFn: () => userCentreApi.loginHistory() });
}

export function useEntInfo() {
  return useQuery({ queryKey: [...useCompanyKey(), 'ent-info'], queryFn: () => userCentreApi.entInfo() });
}

/** Signing changes the contract, every list and count, the PDF (the seal) and the download centre. */
export function useSignContract() {
  const client = useQueryClient();
  const owner = useOwnerKey();
  return useMutation({
    mutationFn: (input: { id: string } & ({ verifyType: 'sms'; smsCode: string; smsToken: string } | { verifyType: 'face'; faceId: string })) =>
      input.verifyType === 'sms' ? userCentreApi.sign(input.id, input.smsCode, input.smsToken) : userCentreApi.signByFace(input.id, input.faceId),
    // Not awaited: the signing page moves on at once; lists and counts refetch when shown.
    onSuccess: () => void client.invalidateQueries({ queryKey: owner }),
  });
}

export function useBindEmail() {
  const client = useQueryClient();
  const owner = useOwnerKey();
  return useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) => userCentreApi.bindEmail(email, code),
    onSuccess: (binding) => {
      client.setQueryData([...owner, 'email'], binding);
      return client.invalidateQueries({ queryKey: [...owner, 'email'] });
    },
  });
}

/** The current company's legal-representative and administrator changes, as this user sees them. */
export function useCompanyChanges({ enabled = true }: ReadOptions = {}) {
  const owner = useReadOwner();
  return useQuery({ ...companyChangesRead(owner), enabled: enabled && owner.creditCode !== '' });
}

/** Asks for the SMS code that reveals the unmasked personal information; resolves to its smsToken. */
export function useSendRevealSms() {
  return useMutation({ mutationFn: () => userCentreApi.sendRevealSms() });
}

/** The unmasked personal information, shown once and never cached. */
export function useReveal() {
  return useMutation({ mutationFn: ({ smsCode, smsToken }: { smsCode: string; smsToken: string }) => userCentreApi.reveal(smsCode, smsToken) });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: (email: string) => userCentreApi.sendEmailCode(email) });
}

/** Ends every session of the user; the page then clears this device's session, which empties the cache. */
export function useLogoutAll() {
  return useMutation({ mutationFn: () => userCentreApi.logoutAll() });
}

/** Asks for the contract-signing SMS code; resolves to its smsToken. */
export function useSendSignSms() {
  return useMutation({ mutationFn: (id: string) => userCentreApi.sendSignSms(id) });
}

/** Starts a face check of scene `contract` for the contract. */
export function useFaceStart() {
  return useMutation({ mutationFn: (contractId: string) => userCentreApi.faceStart(contractId) });
}

/** How often a waiting face check's result is asked (the phone's check takes seconds). */
export const FACE_POLL_MS = 2000;

/** A face check's result, polled every 2 s while it waits; the poll stops once it passed, failed or expired. */
export function useFaceResult(faceId: string) {
  return useQuery({
    queryKey: [...useOwnerKey(), 'face', faceId],
    queryFn: () => userCentreApi.faceResult(faceId),
    enabled: faceId !== '',
    staleTime: 0,
    // A failed poll is asked again at the next tick; the link's expiry bounds the wait.
    retry: false,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'waiting' ? false : FACE_POLL_MS),
    // The check is finished on the phone or in another tab: this one keeps asking meanwhile.
    refetchIntervalInBackground: true,
  });
}

/** Starts a file's download through a time-limited link; resolves to the message to show, or null. */
export function useDownloadFile() {
  return useMutation({ mutationFn: ({ fileKey, failureText }: { fileKey: string; failureText: string }) => downloadFile(fileKey, failureText) });
}
