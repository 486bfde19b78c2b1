import { PageIntro } from '@portal/ui';

export function NewsPage() {
  return <PageIntro title="新闻动态" lead="平台公告、行业资讯与公司新闻。" />;
}
