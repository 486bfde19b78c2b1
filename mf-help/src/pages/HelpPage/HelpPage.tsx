import { PageIntro } from '@portal/ui';

export function HelpPage() {
  return <PageIntro title="帮助中心" lead="登录注册、实名认证、信息变更、签章与融资流程的操作指引。" />;
}
