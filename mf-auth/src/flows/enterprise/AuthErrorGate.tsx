import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { NOT_LINKED_CODE, authErrorCase, enterpriseAuthApi, isApiError, type AuthErrorCase, type EnterprisePage } from '@portal/core';
import { lazyDialog, useCurrentCompany, useSession } from '@portal/ui';
import { userKey } from '../shared/keys';
import { FREE_OF_AUTH_ERRORS as FREE } from './authErrorFree';

// The dialog's code (the kit's modal) loads once the page has drawn, or when a case opens it.
const AuthErrorDialog = lazyDialog(() => import('./AuthErrorDialogPart').then((m) => m.AuthErrorDialogPart));


interface Found {
  entCode: string;
  entName: string;
  kind: AuthErrorCase;
}

/**
 * The auth-error dialog over an enterprise page opened for a company in one of its cases (spec 001
 * section 8). Decided once per company, on the page first opened: the page's own redirect must
 * not close it.
 */
export function AuthErrorGate({ step }: { step: EnterprisePage }) {
  const session = useSession();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [openedOn] = useState(step);
  const entCode = new URLSearchParams(search).get('creditCode') ?? company?.creditCode ?? undefined;
  const mobile = session.user?.mobile ?? '';
  const companies = session.companies;
  const [dismissed, setDismissed] = useState<string | null>(null);
  // Read once while the gate stands (never refetched, dropped when it goes): a later change of the company's state is the page's to show.
  const check = useQuery({
    queryKey: [...userKey(mobile), 'auth-error', entCode],
    queryFn: () => enterpriseAuthApi.info(mobile, entCode ?? ''),
    enabled: Boolean(mobile && entCode) && !FREE.includes(openedOn),
    staleTime: Infinity,
    gcTime: 0,
  });

  let found: Found | null = null;
  if (entCode && check.data) {
    // An answer for the company means the user is still linked to it.
    // An authenticated company is sent to its result page, which says so: an error dialog on
    // top would greet a customer whose review just passed (they reload the waiting page).
    const kind = authErrorCase({ linked: true, sts: check.data.sts, changes: check.data.changes, successAllowed: true });
    found = kind ? { entCode, entName: check.data.entName, kind } : null;
  } else if (entCode && isApiError(check.error) && check.error.code === NOT_LINKED_CODE) {
    // No longer linked: the association was removed (the name is what the session last knew).
    // Any other failure is the page's own to show.
    const known = [company, ...(companies ?? [])].find((c) => c?.creditCode === entCode);
    const kind = authErrorCase({ linked: false, sts: null });
    found = kind ? { entCode, entName: known?.companyName ?? '', kind } : null;
  }

  const shown = found && dismissed !== found.entCode ? found : null;
  return (
    <AuthErrorDialog
      open={Boolean(shown)}
      kind={shown?.kind ?? null}
      entName={shown?.entName}
      creditCode={shown?.entCode}
      onClose={() => setDismissed(shown?.entCode ?? null)}
      onNavigate={(path) => {
        setDismissed(shown?.entCode ?? null);
        navigate(path);
      }}
    />
  );
}
