import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function EnterpriseAuthPage() {
  return <PageIntro title={pages.enterpriseAuth.title} lead={pages.enterpriseAuth.lead} />;
}
