/**
 * The user centre's data layer: TanStack Query over userCentreApi. One QueryClient per document
 * (this module loads once), shared through the singleton @tanstack/react-query. Keys carry the
 * signed-in mobile and, for company data, the current company, so another user or company never
 * reads a cached answer. Every mutation invalidates what it changed.
 */
import { QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeApi, isApiError, type ContractQuery } from '@portal/core';
import { useCurrentCompany, useSession } from '@portal/ui';
import { userCentreApi } from './userCentre';

/** A duplicate call is cancelled by the client (spec 001): asking again is the answer, never an error shown. */
const isDuplicate = (error: unknown): boolean => isApiError(error) && error.kind === 'duplicate';

export function createUserCentreQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => isDuplicate(error) && failures < 3,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: (failures, error) => isDuplicate(error) && failures < 3 },
    },
  });
}

/** The document's one client. */
export const userCentreQueryClient = createUserCentreQueryClient();

/** The root of every user-centre key: the user. */
export function useOwnerKey(): readonly ['uc', string] {
  return ['uc', useSession().user?.mobile ?? ''] as const;
}

/** The root of company keys: the user and the current company. */
export function useCompanyKey(): readonly ['uc', string, string] {
  const company = useCurrentCompany();
  return [...useOwnerKey(), company?.creditCode ?? ''] as const;
}

/** A contract list (enterprise lists follow the current company). */
export function useContracts(query: ContractQuery) {
  const owner = useOwnerKey();
  const companyKey = useCompanyKey();
  const root = query.scope === 'enterprise' ? companyKey : owner;
  return useQuery({ queryKey: [...root, 'contracts', query], queryFn: () => userCentreApi.contracts(query), placeholderData: keepPreviousData });
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
export function useCompanyChanges() {
  const key = useCompanyKey();
  const entCode = key[2];
  return useQuery({ queryKey: [...key, 'changes'], queryFn: () => changeApi.info(entCode), enabled: entCode !== '' });
}
