import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function LegalChangePage() {
  return <PageIntro title={pages.legalChange.title} lead={pages.legalChange.lead} />;
}
