import { BelowHeading, PageIntro } from '@portal/ui';
import { useLocation } from 'react-router-dom';
import { UserCentreQueryRoot } from '../../components/SignedInPage';
import { pages } from '../../i18n/zh-CN/pages';
import { ContractList, ContractRoutes, ContractTable } from './lazy';
import { isNarrow } from './narrow';
import './contract.css';

/**
 * /contract and its enterprise and person pages: the heading at once, each page below it as its
 * code arrives (nothing above it moves). The query client and TanStack Query come below the heading
 * too (the route's `queries: false`): the heading and lead need neither.
 */
export function ContractPage() {
  // A list opened first: its code (and the table, where it shows) is asked for with the routes', not once they have run.
  const list = /\/list$/.test(useLocation().pathname);
  const parts = [UserCentreQueryRoot, ...(list ? (isNarrow() ? [ContractList] : [ContractList, ContractTable]) : [])];
  return (
    <div className="uc-contract">
      <PageIntro title={pages.contract.title} lead={pages.contract.lead} />
      <BelowHeading parts={parts}>
        <UserCentreQueryRoot>
          <ContractRoutes />
        </UserCentreQueryRoot>
      </BelowHeading>
    </div>
  );
}
