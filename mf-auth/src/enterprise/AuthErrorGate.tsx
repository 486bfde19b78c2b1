import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NOT_LINKED_CODE, authErrorCase, enterpriseAuthApi, isApiError, type AuthErrorCase, type EnterprisePage } from '@portal/core';
import { useCurrentCompany, useSession } from '@portal/ui';
import { AuthErrorDialog } from '@portal/ui/kit';

/** The entry pages and the administrators work on no company in particular: no auth error there. */
const FREE: readonly EnterprisePage[] = ['SelectBusiness', 'SelectBusinessOrder', 'addAdministrator'];

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
  const [found, setFound] = useState<Found | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    if (!mobile || !entCode || FREE.includes(openedOn)) return undefined;
    let live = true;
    enterpriseAuthApi
      .info(mobile, entCode)
      .then((info) => {
        // An answer for the company means the user is still linked to it.
        // An authenticated company is sent to its result page, which says so: an error dialog on
        // top would greet a customer whose review just passed (they reload the waiting page).
        const kind = authErrorCase({ linked: true, sts: info.sts, changes: info.changes, successAllowed: true });
        if (live) setFound(kind ? { entCode, entName: info.entName, kind } : null);
      })
      .catch((error: unknown) => {
        // No longer linked: the association was removed (the name is what the session last knew).
        // Any other failure is the page's own to show.
        if (!live || !isApiError(error) || error.code !== NOT_LINKED_CODE) return;
        const known = [company, ...(companies ?? [])].find((c) => c?.creditCode === entCode);
        const kind = authErrorCase({ linked: false, sts: null });
        if (kind) setFound({ entCode, entName: known?.companyName ?? '', kind });
      });
    return () => {
      live = false;
    };
  }, [mobile, entCode, openedOn, company, companies]);

  const shown = found && found.entCode === entCode && dismissed !== found.entCode ? found : null;
  return (
    <AuthErrorDialog
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
