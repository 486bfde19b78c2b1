import { PageIntro } from '@portal/ui';

export function OpenServicePage() {
  return <PageIntro title="开通服务" lead="选择并开通适合您企业的融资服务。" />;
}
