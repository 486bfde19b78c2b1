import { PageIntro } from '@portal/ui';

export function BusinessCenterPage() {
  return <PageIntro title="业务中心" lead="您已开通与可开通的业务。" />;
}
