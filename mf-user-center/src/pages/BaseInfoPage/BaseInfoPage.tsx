import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function BaseInfoPage() {
  return <PageIntro title={pages.baseInfo.title} lead={pages.baseInfo.lead} />;
}
