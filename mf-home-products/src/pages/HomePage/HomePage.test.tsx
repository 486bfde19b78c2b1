import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestSession, documentAt, resetFirstView } from '@portal/ui/testing';
import { contentApi } from '../../api/content';
import { PRODUCTS } from '../../products/catalog';
import { renderAt } from '../../testing/renderAt';
import { HomePage } from './HomePage';

jest.mock('../../api/content', () => ({ contentApi: { newsList: jest.fn() } }));

/** Signed in, personally authenticated (telecom and face), no company yet. */
const signedIn = () =>
  createTestSession({
    user: { username: '郑洁', mobile: '13800000014' },
    company: null,
    personalAuth: { sts: { sts: 'SUCCESS', subSts: null }, factors: { personal2: { sts: 'SUCCESS' }, telecomOperators3: { sts: 'SUCCESS' }, livingFace: { sts: 'SUCCESS' } } },
  });
const newsList = contentApi.newsList as jest.MockedFunction<typeof contentApi.newsList>;

beforeEach(() => {
  newsList.mockResolvedValue({
    list: [{ id: 'n1', title: '平台累计服务中小企业突破 5,000 家', category: 'company', categoryName: '公司新闻', publishDate: '2025-06-30', source: '链融', summary: '' }],
    total: 1,
    pageNum: 1,
    pageSize: 4,
  });
});
// Each test a document of its own (a later view, unless the test opens one on the home page).
afterEach(() => {
  jest.useRealTimers();
  resetFirstView();
});

describe('HomePage', () => {
  it("in the document's first view, asks for the news once the browser has painted the page (the call is not among the first view requests)", async () => {
    // The clock held: on a busy machine the wait's own limit must not pass while the test looks.
    jest.useFakeTimers();
    const { win, paint } = documentAt('http://localhost/cWeb/home/index');
    resetFirstView(win);
    renderAt('/home/index', '/home/index', <HomePage />);
    expect(screen.getByRole('heading', { level: 2, name: '商业保理与供应链金融服务' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(newsList).not.toHaveBeenCalled();
    act(() => paint());
    expect(await screen.findByRole('link', { name: /平台累计服务中小企业突破/ })).toBeInTheDocument();
    expect(newsList).toHaveBeenCalledTimes(1);
  });

  it('names the offer, all nine products, the news and the ways in', async () => {
    renderAt('/home/index', '/home/index', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('首页');
    expect(screen.getByRole('heading', { level: 2, name: '商业保理与供应链金融服务' })).toBeInTheDocument();
    const catalogue = screen.getByRole('region', { name: '产品中心' });
    for (const product of PRODUCTS) expect(within(catalogue).getByText(product.name, { selector: 'strong' }).closest('a')).toHaveAttribute('href', `/product/${product.key}`);
    expect(await screen.findByRole('link', { name: /平台累计服务中小企业突破/ })).toHaveAttribute('href', '/dynamics/article/n1');
    expect(screen.getByRole('link', { name: /帮助中心/ })).toHaveAttribute('href', '/helpCenter/loginRegister');
    expect(screen.getByRole('button', { name: '实名认证' })).toBeInTheDocument();
    expect(newsList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 4 });
  });

  it('banner call to action asks for login with the homeBanner key when signed out', async () => {
    const session = createTestSession();
    renderAt('/home/index', '/home/index', <HomePage />, session);
    fireEvent.click(screen.getAllByRole('button', { name: '立即开通', hidden: true })[0]);
    await waitFor(() => expect(session.requestLogin).toHaveBeenCalledWith({ reason: 'productEntry', key: 'homeBanner' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home/index');
    await screen.findByRole('link', { name: /平台累计服务中小企业突破/ });
  });

  it('banner call to action enters its product when signed in: no company yet goes to enterprise authentication', async () => {
    renderAt('/home/index', '/home/index', <HomePage />, signedIn());
    expect(screen.queryByRole('button', { name: '登录 / 注册' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: '立即开通', hidden: true })[0]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthEnterprise/SelectBusiness?busType=abcp&fromProduct=twogold'));
  });

  it('实名认证 takes a person not yet authenticated to AuthCertificate, and one authenticated on to choosing a product', async () => {
    const session = createTestSession({ user: { username: '新用户', mobile: '13800000002' }, company: null, personalAuth: { sts: null } });
    const { unmount } = renderAt('/home/index', '/home/index', <HomePage />, session);
    fireEvent.click(screen.getByRole('button', { name: '实名认证' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthCertificate'));
    unmount();
    renderAt('/home/index', '/home/index', <HomePage />, signedIn());
    fireEvent.click(screen.getByRole('button', { name: '实名认证' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/SelectProduct'));
  });

  it('moves the banner with its buttons', async () => {
    renderAt('/home/index', '/home/index', <HomePage />);
    const slides = () => screen.getAllByRole('group', { hidden: true }).map((s) => s.getAttribute('aria-hidden'));
    expect(slides()).toEqual(['false', 'true', 'true']);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(slides()).toEqual(['true', 'false', 'true']);
    fireEvent.click(screen.getByRole('button', { name: '第 3 张' }));
    expect(slides()).toEqual(['true', 'true', 'false']);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(slides()).toEqual(['false', 'true', 'true']);
    await screen.findByRole('link', { name: /平台累计服务中小企业突破/ });
  });

  it('offers a retry when the news cannot be loaded', async () => {
    newsList.mockRejectedValueOnce(new Error('网络错误,请检查'));
    renderAt('/home/index', '/home/index', <HomePage />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /平台累计服务中小企业突破/ })).toBeInTheDocument();
  });
});
