import { useFirstView } from '@portal/ui';
import { companyChangesRead, contractsRead, useCompanyChanges, useContracts, userCentreQueryClient, type ReadOwner } from '../../api/queries';

/** The first contract to sign, for each scope's count of contracts to sign. */
export const FIRST_TO_SIGN = { status: 'TO_SIGN', pageNum: 1, pageSize: 1 } as const;

/**
 * Starts the business centre's calls into the document's query client, outside any render: the
 * page calls it once its first view has painted, so they run beside the content's kit parts, not
 * after the content's render. The content's hooks take the answers (or the calls on their way).
 */
export function prefetchBusinessCentre(owner: ReadOwner): void {
  void userCentreQueryClient.prefetchQuery(contractsRead(owner, { scope: 'enterprise', ...FIRST_TO_SIGN }));
  void userCentreQueryClient.prefetchQuery(contractsRead(owner, { scope: 'person', ...FIRST_TO_SIGN }));
  if (owner.creditCode !== '') void userCentreQueryClient.prefetchQuery(companyChangesRead(owner));
}

/**
 * The business centre's calls: contracts to sign (company's and person's) and the company's changes.
 * On the document's first view they start at its `heading` moment (the to-do list they fill is
 * drawn with the kit, after it).
 */
export function useBusinessCentreCalls() {
  const enabled = useFirstView('heading');
  const enterprise = useContracts({ scope: 'enterprise', ...FIRST_TO_SIGN }, { enabled });
  const person = useContracts({ scope: 'person', ...FIRST_TO_SIGN }, { enabled });
  const changes = useCompanyChanges({ enabled });
  return { enterprise, person, changes };
}
