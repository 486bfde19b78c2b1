import { useEffect } from 'react';
import { BelowHeading, PageIntro, useCurrentCompany, useFirstView, useSession } from '@portal/ui';
import { UserCentreQueryRoot } from '../../components/SignedInPage';
import { business as t } from '../../i18n/zh-CN/business';
import { pages } from '../../i18n/zh-CN/pages';
import { BusinessCenterCompany, BusinessCenterContent } from './content';
import './business.css';

/** /business/center: its heading and company at once, then the company's products and to-do list as their code and data arrive (below it: nothing moves). */
export function BusinessCenterPage() {
  const company = useCurrentCompany();
  const mobile = useSession().user?.mobile ?? '';
  const creditCode = company?.creditCode ?? '';
  // The calls start once the first view has painted (at once on a later visit), with the query
  // client's code, not with the heading nor once the content's kit parts are in.
  const painted = useFirstView('heading');
  useEffect(() => {
    if (painted) void import('./calls').then((m) => m.prefetchBusinessCentre({ mobile, creditCode }));
  }, [painted, mobile, creditCode]);
  return (
    <div className="uc-business">
      <PageIntro title={pages.businessCenter.title} lead={pages.businessCenter.lead} />
      {/* The session knows the company: its name is drawn with the heading, the kit's line (hover, switch) takes its place. */}
      <div className="uc-business__company">
        <BelowHeading fallback={<p>{company ? <span className="uc-business__company-name">{t.company(company.companyName)}</span> : t.noCompany}</p>}>
          <BusinessCenterCompany />
        </BelowHeading>
      </div>
      {/* The query client (TanStack Query) comes below the heading too: the heading and the company line need none of it. */}
      <BelowHeading>
        <UserCentreQueryRoot>
          <BusinessCenterContent />
        </UserCentreQueryRoot>
      </BelowHeading>
    </div>
  );
}
