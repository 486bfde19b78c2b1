import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function AdminChangePage() {
  return <PageIntro title={pages.adminChange.title} lead={pages.adminChange.lead} />;
}
