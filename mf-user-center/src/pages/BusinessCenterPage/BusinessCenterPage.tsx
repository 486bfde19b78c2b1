import { BelowHeading, PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';
import { BusinessCenterContent } from './content';
import './business.css';

/** /business/center: its heading at once, then the company's products and to-do list as their code arrives (below it: nothing moves). */
export function BusinessCenterPage() {
  return (
    <div className="uc-business">
      <PageIntro title={pages.businessCenter.title} lead={pages.businessCenter.lead} />
      <BelowHeading>
        <BusinessCenterContent />
      </BelowHeading>
    </div>
  );
}
