import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contentApi, type NewsSummary } from '../../api/content';
import { renderAt } from '../../testing/renderAt';
import { NEWS_PAGE_SIZE, NewsPage } from './NewsPage';

jest.mock('../../api/content', () => ({ contentApi: { newsList: jest.fn() } }));

const newsList = contentApi.newsList as jest.MockedFunction<typeof contentApi.newsList>;

const ALL: NewsSummary[] = Array.from({ length: 14 }, (_, i) => ({
  id: `n${i + 1}`,
  title: `资讯标题 ${i + 1}`,
  category: i % 2 ? 'notice' : 'company',
  categoryName: i % 2 ? '平台公告' : '公司新闻',
  publishDate: `2025-10-${String(28 - i).padStart(2, '0')}`,
  source: '链融',
  summary: `摘要 ${i + 1}`,
}));

beforeEach(() => {
  window.scrollTo = jest.fn();
  newsList.mockImplementation(async ({ pageNum, pageSize, category }) => {
    const items = ALL.filter((n) => !category || n.category === category);
    return { list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: items.length, pageNum, pageSize };
  });
});

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('NewsPage', () => {
  it('pages through the news with the pager and keeps the page in the URL', async () => {
    renderAt('/dynamics/index', '/dynamics/index', <NewsPage />);
    await waitFor(() => expect(titles()).toHaveLength(NEWS_PAGE_SIZE));
    expect(titles()[0]).toBe('资讯标题 1');
    const pager = screen.getByRole('navigation', { name: '新闻分页' });
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(pager).getByText('共 14 条')).toBeInTheDocument();

    fireEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(titles()).toEqual(['资讯标题 13', '资讯标题 14']));
    expect(screen.getByTestId('location')).toHaveTextContent('/dynamics/index?page=3');
    expect(within(pager).getByRole('button', { name: '下一页' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(pager).getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(titles()[0]).toBe('资讯标题 7'));
    expect(newsList).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: NEWS_PAGE_SIZE, category: undefined });
  });

  it('opens at the page the URL names and links each title to its article', async () => {
    renderAt('/dynamics/index?page=2', '/dynamics/index', <NewsPage />);
    await waitFor(() => expect(titles()[0]).toBe('资讯标题 7'));
    expect(screen.getByRole('link', { name: '资讯标题 7' })).toHaveAttribute('href', '/dynamics/article/n7');
  });

  it('filters by category from the first page', async () => {
    renderAt('/dynamics/index?page=2', '/dynamics/index', <NewsPage />);
    await waitFor(() => expect(titles()[0]).toBe('资讯标题 7'));
    fireEvent.click(screen.getByRole('tab', { name: '平台公告' }));
    await waitFor(() => expect(titles()[0]).toBe('资讯标题 2'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dynamics/index?category=notice');
    expect(screen.getByRole('tab', { name: '平台公告' })).toHaveAttribute('aria-selected', 'true');
  });

  it('treats a page number out of range as the first page', async () => {
    renderAt('/dynamics/index?page=-4', '/dynamics/index', <NewsPage />);
    await waitFor(() => expect(titles()[0]).toBe('资讯标题 1'));
  });
});
