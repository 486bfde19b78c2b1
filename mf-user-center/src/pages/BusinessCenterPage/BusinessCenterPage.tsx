import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function BusinessCenterPage() {
  return <PageIntro title={pages.businessCenter.title} lead={pages.businessCenter.lead} />;
}
