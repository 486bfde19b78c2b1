import { PageIntro } from '@portal/ui';

export function EnterpriseCentrePage() {
  return <PageIntro title="业务中心" lead="进入已开通的业务系统，办理融资与结算。" />;
}
