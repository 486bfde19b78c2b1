import { PageIntro } from '@portal/ui';

export function TreasuryPage() {
  return <PageIntro title="司库服务" lead="司库产品详情、申请、申请记录与资料下载。" />;
}
