import { PageIntro } from '@portal/ui';

export function LegalChangePage() {
  return <PageIntro title="法定代表人变更" lead="企业法定代表人变更的申请与审核。" />;
}
