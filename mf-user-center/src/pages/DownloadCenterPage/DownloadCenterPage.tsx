import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function DownloadCenterPage() {
  return <PageIntro title={pages.downloadCenter.title} lead={pages.downloadCenter.lead} />;
}
