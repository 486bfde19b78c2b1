import { PageIntro } from '@portal/ui';

export function AdminChangePage() {
  return <PageIntro title="平台管理员变更" lead="企业平台管理员变更的申请与审核。" />;
}
