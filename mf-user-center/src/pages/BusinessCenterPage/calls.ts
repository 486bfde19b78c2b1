import { useCompanyChanges, useContracts } from '../../api/queries';

/** The first contract to sign, for each scope's count of contracts to sign. */
export const FIRST_TO_SIGN = { status: 'TO_SIGN', pageNum: 1, pageSize: 1 } as const;

/** The business centre's calls: contracts to sign (company's and person's) and the company's changes. */
export function useBusinessCentreCalls() {
  const enterprise = useContracts({ scope: 'enterprise', ...FIRST_TO_SIGN });
  const person = useContracts({ scope: 'person', ...FIRST_TO_SIGN });
  const changes = useCompanyChanges();
  return { enterprise, person, changes };
}
