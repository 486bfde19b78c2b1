import { PageIntro } from '@portal/ui';
import { pages } from '../../i18n/zh-CN/pages';

export function SettingsPage() {
  return <PageIntro title={pages.settings.title} lead={pages.settings.lead} />;
}
