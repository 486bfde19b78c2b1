import { BelowHeading, PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';
import { useBusinessCentreCalls } from './calls';
import { BusinessCenterContent } from './content';
import './business.css';

/** /business/center: its heading at once, then the company's products and to-do list as their code arrives (below it: nothing moves). */
export function BusinessCenterPage() {
  // Its calls start with the heading, not once the content's code is in (the content reads the same queries).
  useBusinessCentreCalls();
  return (
    <div className="uc-business">
      <PageIntro title={pages.businessCenter.title} lead={pages.businessCenter.lead} />
      <BelowHeading>
        <BusinessCenterContent />
      </BelowHeading>
    </div>
  );
}
