import { useCompanyChanges, useContracts } from '../../api/queries';
import { usePagePainted } from './pagePaint';

/** The first contract to sign, for each scope's count of contracts to sign. */
export const FIRST_TO_SIGN = { status: 'TO_SIGN', pageNum: 1, pageSize: 1 } as const;

/**
 * The business centre's calls: contracts to sign (company's and person's) and the company's changes.
 * On the document's first view they start once the page has painted (the to-do list they fill is
 * drawn with the kit, after it).
 */
export function useBusinessCentreCalls() {
  const enabled = usePagePainted();
  const enterprise = useContracts({ scope: 'enterprise', ...FIRST_TO_SIGN }, { enabled });
  const person = useContracts({ scope: 'person', ...FIRST_TO_SIGN }, { enabled });
  const changes = useCompanyChanges({ enabled });
  return { enterprise, person, changes };
}
