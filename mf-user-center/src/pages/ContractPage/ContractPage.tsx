import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function ContractPage() {
  return <PageIntro title={pages.contract.title} lead={pages.contract.lead} />;
}
