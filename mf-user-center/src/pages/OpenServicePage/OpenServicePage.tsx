import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function OpenServicePage() {
  return <PageIntro title={pages.openService.title} lead={pages.openService.lead} />;
}
