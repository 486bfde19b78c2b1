import { Link, useSearchParams } from 'react-router-dom';
import { PageIntro, useApiData } from '@portal/ui';
import { Pager, pageCount, parsePage } from '@portal/ui/fields';
import { ROUTES } from '@portal/core';
import { contentApi, type NewsCategory } from '../../api/content';
import { LoadState } from '../../components/LoadState';
import { common, news as texts } from '../../i18n/zh-CN/home';
import './NewsPage.css';

export const NEWS_PAGE_SIZE = 6;

const CATEGORIES: { key: NewsCategory | ''; name: string }[] = [
  { key: '', name: texts.categories.all },
  { key: 'company', name: texts.categories.company },
  { key: 'notice', name: texts.categories.notice },
  { key: 'industry', name: texts.categories.industry },
];

const isCategory = (value: string | null): value is NewsCategory => CATEGORIES.some((c) => c.key !== '' && c.key === value);

/** The paged news list; page and category live in the URL so links and the back button keep them. */
export function NewsPage() {
  const [params, setParams] = useSearchParams();
  const category = isCategory(params.get('category')) ? (params.get('category') as NewsCategory) : undefined;
  const page = parsePage(params.get('page'));
  const news = useApiData(`news:${category ?? ''}:${page}`, () => contentApi.newsList({ pageNum: page, pageSize: NEWS_PAGE_SIZE, category }), {
    keepPrevious: true,
  });

  const show = (next: { page?: number; category?: NewsCategory | '' }) => {
    const query = new URLSearchParams();
    const nextCategory = next.category ?? category ?? '';
    if (nextCategory) query.set('category', nextCategory);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageIntro title={texts.title} lead={texts.lead}>
      <div className="hp-news-page">
        <div className="hp-news-page__tabs" role="tablist" aria-label={texts.tabs}>
          {CATEGORIES.map((c) => (
            <button key={c.key} type="button" role="tab" aria-selected={(category ?? '') === c.key} onClick={() => show({ category: c.key, page: 1 })}>
              {c.name}
            </button>
          ))}
        </div>
        {/* The page's one loading sign: in place of the list, or a line above the previous page's while the next comes. */}
        <LoadState loading={news.loading} inline={Boolean(news.data)} error={news.error} onRetry={news.reload} />
        {news.data && news.error && <p className="hp-news-page__stale">{texts.stale}</p>}
        {news.data && (
          <>
            <ul className="hp-news-list" aria-busy={news.loading}>
              {news.data.list.map((item) => (
                <li key={item.id}>
                  <article>
                    <h2>
                      <Link to={ROUTES.home.newsArticle.href({ id: item.id })}>{item.title}</Link>
                    </h2>
                    <p className="hp-news-list__summary">{item.summary}</p>
                    <p className="hp-news-list__meta">
                      <span className="hp-news-list__tag">{item.categoryName}</span>
                      <time dateTime={item.publishDate}>{item.publishDate}</time>
                      <span>{item.source}</span>
                    </p>
                  </article>
                </li>
              ))}
            </ul>
            {news.data.list.length === 0 && <p className="hp-news-page__empty">{texts.empty}</p>}
            {pageCount(news.data.total, NEWS_PAGE_SIZE) > 1 && (
              <Pager
                className="hp-news-page__pager"
                current={page}
                total={news.data.total}
                pageSize={NEWS_PAGE_SIZE}
                totalLabel={common.pager.total(news.data.total)}
                onPage={(p) => show({ page: p })}
                label={texts.pager}
              />
            )}
          </>
        )}
      </div>
    </PageIntro>
  );
}
