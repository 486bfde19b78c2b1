import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestSession } from '@portal/ui/testing';
import { contentApi, type ProductFacts } from '../../api/content';
import { productByKey, type CatalogProduct } from '../../products/catalog';
import { renderAt } from '../../testing/renderAt';
import { ProductPage } from './ProductPage';

jest.mock('../../api/content', () => ({ contentApi: { productFacts: jest.fn() } }));

/** Signed in, personal authentication not done. */
const signedIn = () => createTestSession({ user: { username: '新用户', mobile: '13800000002' }, company: null, personalAuth: { sts: null } });
const productFacts = contentApi.productFacts as jest.MockedFunction<typeof contentApi.productFacts>;
const bill = productByKey('bill') as CatalogProduct;

const FACTS: ProductFacts = {
  key: 'bill',
  name: '票据保理',
  productId: 'HXP',
  group: 'payables',
  tagline: '以票据对应的应收账款融资',
  intro: '持票企业将商业汇票对应的应收账款转让给链融保理。',
  audience: ['持有核心企业承兑的商业汇票的中小企业'],
  highlights: ['单张票据 1 万元起'],
  terms: [{ label: '融资额度', value: '票面金额的 95% 以内' }],
  steps: [
    { title: '完成认证', detail: '完成个人实名认证与企业认证。' },
    { title: '选择票据', detail: '选择持有的合格票据。' },
  ],
  documents: ['商业汇票正反面信息'],
};

beforeEach(() => {
  productFacts.mockResolvedValue(FACTS);
});

describe('ProductPage', () => {
  it('shows what it is, who it is for, the steps and the documents', async () => {
    renderAt('/product/bill', '/product/bill', <ProductPage product={bill} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('票据保理');
    expect(await screen.findByText(FACTS.intro)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '适用客户' })).toBeInTheDocument();
    expect(screen.getByText('持有核心企业承兑的商业汇票的中小企业')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '选择票据' })).toBeInTheDocument();
    expect(screen.getByText('商业汇票正反面信息')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home/index');
    expect(productFacts).toHaveBeenCalledWith('bill');
  });

  it('says it is loading while the facts are on their way, then shows them in its place', async () => {
    let answer: (facts: ProductFacts) => void = () => undefined;
    productFacts.mockReturnValueOnce(new Promise<ProductFacts>((resolve) => (answer = resolve)));
    renderAt('/product/bill', '/product/bill', <ProductPage product={bill} />);
    expect(screen.getByText('加载中，请稍候')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: '适用客户' })).not.toBeInTheDocument();
    answer(FACTS);
    expect(await screen.findByText(FACTS.intro)).toBeInTheDocument();
    expect(screen.queryByText('加载中，请稍候')).not.toBeInTheDocument();
  });

  it('entry button asks for login when signed out, without a system key the shell would jump to', async () => {
    const session = createTestSession();
    renderAt('/product/bill', '/product/bill', <ProductPage product={bill} />, session);
    fireEvent.click(screen.getByRole('button', { name: '立即办理' }));
    await waitFor(() => expect(session.requestLogin).toHaveBeenCalledWith({ reason: 'productEntry' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/bill');
    await screen.findByText(FACTS.intro);
  });

  it('entry button follows the product-entry rules when signed in: not authenticated goes to AuthCertificate', async () => {
    const session = signedIn();
    renderAt('/product/bill', '/product/bill', <ProductPage product={bill} />, session);
    fireEvent.click(screen.getByRole('button', { name: '立即办理' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AuthPerson/AuthCertificate'));
    expect(session.refreshAuth).toHaveBeenCalled();
    expect(session.requestLogin).not.toHaveBeenCalled();
  });

  it('keeps the heading and offers a retry when the facts fail', async () => {
    productFacts.mockRejectedValueOnce(new Error('服务出错,请稍后再试'));
    renderAt('/product/bill', '/product/bill', <ProductPage product={bill} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('服务出错,请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText(FACTS.intro)).toBeInTheDocument();
  });
});
