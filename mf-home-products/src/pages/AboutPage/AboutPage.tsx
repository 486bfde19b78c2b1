import { PageIntro } from '@portal/ui';

export function AboutPage() {
  return <PageIntro title="关于我们" lead="了解我们的公司、资质与服务承诺。" />;
}
