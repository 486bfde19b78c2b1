import { screen } from '@testing-library/react';
import { contentApi, type NewsArticle } from '../../api/content';
import { renderAt } from '../../testing/renderAt';
import NewsArticlePage from './NewsArticlePage';

jest.mock('../../api/content', () => ({ contentApi: { newsArticle: jest.fn() } }));

const newsArticle = contentApi.newsArticle as jest.MockedFunction<typeof contentApi.newsArticle>;

const ARTICLE: NewsArticle = {
  id: 'qa-hostile',
  title: '安全检查',
  category: 'notice',
  categoryName: '平台公告',
  publishDate: '2025-01-01',
  source: 'QA',
  summary: '',
  content: '<p>正文开始</p><script>window.__xssFired = 1</script><img src="x" onerror="window.__xssFired = 2"><a href="javascript:window.__xssFired = 3">链接</a>',
  newer: null,
  older: { id: 'n2', title: '下一篇的标题' },
};

describe('NewsArticlePage', () => {
  it('shows the article with its body sanitised', async () => {
    newsArticle.mockResolvedValue(ARTICLE);
    const { container } = renderAt('/dynamics/article/qa-hostile', '/dynamics/article/:id', <NewsArticlePage />);
    expect(await screen.findByRole('heading', { level: 2, name: '安全检查' })).toBeInTheDocument();
    const body = screen.getByRole('region', { name: '正文' });
    expect(body).toHaveTextContent('正文开始');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('链接')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: '下一篇：下一篇的标题' })).toHaveAttribute('href', '/dynamics/article/n2');
    expect(newsArticle).toHaveBeenCalledWith('qa-hostile');
  });

  it('says so when the article is gone, with a way back', async () => {
    const { ApiError } = jest.requireActual('@portal/core');
    newsArticle.mockRejectedValue(new ApiError({ kind: 'http', status: 404, path: '/cms', serverMessage: '资讯不存在或已下线' }));
    renderAt('/dynamics/article/nope', '/dynamics/article/:id', <NewsArticlePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到这篇资讯，它可能已下线或链接有误。');
    expect(screen.getByRole('alert')).not.toHaveTextContent('请求出错');
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回新闻列表' })).toHaveAttribute('href', '/dynamics/index');
  });
});
