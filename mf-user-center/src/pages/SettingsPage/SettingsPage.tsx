import { PageIntro } from '@portal/ui';

export function SettingsPage() {
  return <PageIntro title="设置中心" lead="登录密码、通知与账户安全设置。" />;
}
