import { useSearchParams } from 'react-router-dom';
import { PageIntro, useApiData } from '@portal/ui';
import { RichText } from '@portal/ui/content';
import { contentApi } from '../../api/content';
import { LoadState } from '../../components/LoadState';
import { common, richText } from '../../i18n/zh-CN/home';
import './RichTextPage.css';

/**
 * /threeEditorShow?id=...: a document written in the operators' rich-text editor (agreements,
 * fee notes, notices), shown as safely as a news article.
 */
export default function RichTextPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const doc = useApiData(id ? `rich:${id}` : null, () => contentApi.richDocument(id ?? ''));

  return (
    <PageIntro title={doc.data?.title ?? richText.title} lead={doc.data ? richText.updated(doc.data.updatedAt) : undefined}>
      {!id && (
        <p className="hp-rich-page__empty" role="alert">
          {richText.noId}
        </p>
      )}
      <LoadState loading={doc.loading} error={doc.error} onRetry={doc.notFound ? undefined : doc.reload} />
      {doc.data && <RichText html={doc.data.content} className="hp-rich-page" label={common.body} />}
    </PageIntro>
  );
}
