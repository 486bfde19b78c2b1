import { PageIntro } from '@portal/ui';

export function PersonAuthPage() {
  return <PageIntro title="个人实名认证" lead="完成个人实名认证后即可认证企业、开通产品。" />;
}
