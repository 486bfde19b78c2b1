import { PageIntro } from '@portal/ui';

export function BaseInfoPage() {
  return <PageIntro title="基本信息" lead="个人与企业的基本信息。" />;
}
