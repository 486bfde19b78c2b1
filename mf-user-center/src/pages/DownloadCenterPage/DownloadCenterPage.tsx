import { PageIntro } from '@portal/ui';

export function DownloadCenterPage() {
  return <PageIntro title="下载中心" lead="您申请导出的文件在这里下载。" />;
}
