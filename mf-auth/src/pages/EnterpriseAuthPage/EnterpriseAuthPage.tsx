import { PageIntro } from '@portal/ui';

export function EnterpriseAuthPage() {
  return <PageIntro title="企业认证" lead="认证您所在的企业，开通企业融资业务。" />;
}
