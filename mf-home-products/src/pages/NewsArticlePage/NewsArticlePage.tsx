import { Link, useParams } from 'react-router-dom';
import { PageIntro, useApiData, usePageTitle } from '@portal/ui';
import { RichText } from '@portal/ui/content';
import { ROUTES } from '@portal/core';
import { contentApi } from '../../api/content';
import { LoadState } from '../../components/LoadState';
import { common, news } from '../../i18n/zh-CN/home';
import './NewsArticlePage.css';

/** One news article; its body is rich text from the content server, shown only through RichText. */
export default function NewsArticlePage() {
  const { id = '' } = useParams();
  const article = useApiData(`article:${id}`, () => contentApi.newsArticle(id));
  const a = article.data;
  usePageTitle(a?.title);

  return (
    <PageIntro title={news.title}>
      <nav className="hp-breadcrumb" aria-label={common.breadcrumb}>
        <Link to={ROUTES.home.index.href()}>{common.home}</Link>
        <span aria-hidden="true">/</span>
        <Link to={ROUTES.home.news.href()}>{news.title}</Link>
        <span aria-hidden="true">/</span>
        <span>{common.body}</span>
      </nav>
      {/* An unknown article is not a failed call: say it is not there, not that the request was wrong. */}
      <LoadState loading={article.loading} error={article.notFound ? news.notFound : article.error} onRetry={article.notFound ? undefined : article.reload}>
        <Link to={ROUTES.home.news.href()}>{news.back}</Link>
      </LoadState>
      {a && (
        <article className="hp-article">
          <h2 className="hp-article__title">{a.title}</h2>
          <p className="hp-article__meta">
            <span className="hp-article__tag">{a.categoryName}</span>
            <time dateTime={a.publishDate}>{a.publishDate}</time>
            <span>{news.source(a.source)}</span>
          </p>
          <RichText html={a.content} className="hp-article__body" label={common.body} />
          <nav className="hp-article__neighbours" aria-label={news.neighbours}>
            {a.newer ? <Link to={ROUTES.home.newsArticle.href({ id: a.newer.id })}>{news.newer(a.newer.title)}</Link> : <span>{news.noNewer}</span>}
            {a.older ? <Link to={ROUTES.home.newsArticle.href({ id: a.older.id })}>{news.older(a.older.title)}</Link> : <span>{news.noOlder}</span>}
          </nav>
        </article>
      )}
    </PageIntro>
  );
}
