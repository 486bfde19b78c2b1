import { PageIntro } from '@portal/ui';

export function RichTextPage() {
  return <PageIntro title="内容展示" lead="富文本内容展示。" />;
}
