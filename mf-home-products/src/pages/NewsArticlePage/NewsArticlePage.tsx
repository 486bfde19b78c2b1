import { Link, useParams } from 'react-router-dom';
import { PageIntro, useApiData } from '@portal/ui';
import { RichText } from '@portal/ui/content';
import { contentApi } from '../../api/content';
import { LoadState } from '../../components/LoadState';
import './NewsArticlePage.css';

/** One news article; its body is rich text from the content server, shown only through RichText. */
export default function NewsArticlePage() {
  const { id = '' } = useParams();
  const article = useApiData(`article:${id}`, () => contentApi.newsArticle(id));
  const a = article.data;

  return (
    <PageIntro title="新闻动态">
      <nav className="hp-breadcrumb" aria-label="当前位置">
        <Link to="/home/index">首页</Link>
        <span aria-hidden="true">/</span>
        <Link to="/dynamics/index">新闻动态</Link>
        <span aria-hidden="true">/</span>
        <span>正文</span>
      </nav>
      <LoadState loading={article.loading} error={article.error} onRetry={article.notFound ? undefined : article.reload}>
        <Link to="/dynamics/index">返回新闻列表</Link>
      </LoadState>
      {a && (
        <article className="hp-article">
          <h2 className="hp-article__title">{a.title}</h2>
          <p className="hp-article__meta">
            <span className="hp-article__tag">{a.categoryName}</span>
            <time dateTime={a.publishDate}>{a.publishDate}</time>
            <span>来源：{a.source}</span>
          </p>
          <RichText html={a.content} className="hp-article__body" label="正文" />
          <nav className="hp-article__neighbours" aria-label="上一篇和下一篇">
            {a.newer ? <Link to={`/dynamics/article/${a.newer.id}`}>上一篇：{a.newer.title}</Link> : <span>上一篇：没有了</span>}
            {a.older ? <Link to={`/dynamics/article/${a.older.id}`}>下一篇：{a.older.title}</Link> : <span>下一篇：没有了</span>}
          </nav>
        </article>
      )}
    </PageIntro>
  );
}
