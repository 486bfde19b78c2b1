import { BelowHeading, PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';
import { ContractRoutes } from './lazy';
import './contract.css';

/** /contract and its enterprise and person pages: the heading at once, each page below it as its code arrives (nothing above it moves). */
export function ContractPage() {
  return (
    <div className="uc-contract">
      <PageIntro title={pages.contract.title} lead={pages.contract.lead} />
      <BelowHeading>
        <ContractRoutes />
      </BelowHeading>
    </div>
  );
}
