import { PageIntro } from '@portal/ui';

export function ContractPage() {
  return <PageIntro title="合同管理" lead="查看、签署与下载个人及企业合同。" />;
}
