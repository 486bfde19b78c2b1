import { BelowHeading, PageIntro, useCurrentCompany } from '@portal/ui';
import { business as t } from '../../i18n/zh-CN/business';
import { pages } from '../../i18n/zh-CN/pages';
import { useBusinessCentreCalls } from './calls';
import { BusinessCenterCompany, BusinessCenterContent } from './content';
import './business.css';

/** /business/center: its heading at once, then the company's products and to-do list as their code arrives (below it: nothing moves). */
export function BusinessCenterPage() {
  // Its calls start with the heading (on the document's first view, once it has painted), not once the content's code is in (the content reads the same queries).
  useBusinessCentreCalls();
  const company = useCurrentCompany();
  return (
    <div className="uc-business">
      <PageIntro title={pages.businessCenter.title} lead={pages.businessCenter.lead} />
      {/* The session knows the company: its name is drawn with the heading, the kit's line (hover, switch) takes its place. */}
      <div className="uc-business__company">
        <BelowHeading fallback={<p>{company ? <span className="uc-business__company-name">{t.company(company.companyName)}</span> : t.noCompany}</p>}>
          <BusinessCenterCompany />
        </BelowHeading>
      </div>
      <BelowHeading>
        <BusinessCenterContent />
      </BelowHeading>
    </div>
  );
}
