import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type ProductKey } from '@portal/core';
import { SessionProvider } from '../session-hooks';
import { createTestSession, type TestSession } from '../testing/session';
import { useProductEntry } from './useProductEntry';

// antd's scroll lock measures the scrollbar with a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function ProductButton({ product }: { product: ProductKey }) {
  const { enter, enterPersonal, busy } = useProductEntry();
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void enter(product)}>
        立即办理
      </button>
      <button type="button" onClick={() => void enterPersonal()}>
        实名认证
      </button>
    </>
  );
}

function renderButton(session: TestSession, product: ProductKey = 'twogold') {
  render(
    <SessionProvider session={session}>
      <MemoryRouter initialEntries={['/product/twogold']}>
        <Routes>
          <Route path="*" element={<ProductButton product={product} />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const USER = { username: '新用户', mobile: '13800000002' };
const AUTHENTICATED = { sts: { sts: 'SUCCESS', subSts: null }, factors: { personal2: { sts: 'SUCCESS' }, bankCard4: { sts: 'SUCCESS' }, livingFace: { sts: 'SUCCESS' } } };

describe('useProductEntry', () => {
  it('signed out: the login dialog first, then the person checks in the remote’s own router', async () => {
    const session = createTestSession({ user: USER, loginOutcome: 'succeeded' });
    session.store.clear();
    session.refreshAuth.mockImplementation(async () => session.store.setPersonalAuth({ sts: null }));
    renderButton(session);
    fireEvent.click(screen.getByRole('button', { name: '立即办理' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/AuthPerson/AuthCertificate'));
    expect(session.requestLogin).toHaveBeenCalledTimes(1);
  });

  it('shows its messages in the acknowledge-only 提示 / 已知晓 notice, and goes on once acknowledged', async () => {
    const session = createTestSession({ user: USER, company: null });
    session.refreshAuth.mockImplementation(async () => {
      session.store.setPersonalAuth({ sts: null });
      session.store.setHistory({ personalInfo: { sts: { sts: 'SUCCESS' } }, entInfo: null });
    });
    renderButton(session);
    fireEvent.click(screen.getByRole('button', { name: '立即办理' }));
    // The UI kit loads on the first notice: on a loaded machine that takes seconds.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('提示');
    expect(dialog).toHaveTextContent('为了给您提供更优质的服务，平台已进行升级，如需开通新业务请您进行个人升级认证');
    expect(screen.getByTestId('where')).toHaveTextContent('/product/twogold');
    fireEvent.click(screen.getByRole('button', { name: /已\s*知\s*晓/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/AuthPerson/AuthCertificate'));
  });

  it('a person with no company goes to the enterprise authentication entry of that product', async () => {
    const session = createTestSession({ user: USER, company: null });
    session.refreshAuth.mockImplementation(async () =>
      session.store.setPersonalAuth({ sts: { sts: 'SUCCESS', subSts: null }, factors: { bankCard4: { sts: 'SUCCESS' }, livingFace: { sts: 'SUCCESS' } } }),
    );
    renderButton(session, 'orderProtection');
    fireEvent.click(screen.getByRole('button', { name: '立即办理' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/AuthEnterprise/SelectBusinessOrder?busType=ddb&fromProduct=orderProtection'));
  });

  it('实名认证 takes an authenticated person on to choosing a product', async () => {
    const session = createTestSession({ user: USER, company: null });
    session.refreshAuth.mockImplementation(async () => session.store.setPersonalAuth(AUTHENTICATED));
    renderButton(session);
    fireEvent.click(screen.getByRole('button', { name: '实名认证' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/AuthPerson/SelectProduct'));
  });

  it('ready to go: asks the shell for the business system over the bus, once per press', async () => {
    const company = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK0X', companyName: '上海浦江供应链管理有限公司' };
    const session = createTestSession({ user: USER, company });
    session.store.setCompanies({ userCustmoerId: 'UC1', companys: [company] });
    session.refreshAuth.mockImplementation(async () => {
      session.store.setPersonalAuth(AUTHENTICATED);
      session.store.setEnterpriseAuth({ sts: { sts: 'SUCCESS', subSts: null } });
    });
    // Factoring has no product id: nothing to ask the permission check, so no call leaves the test.
    const opened = jest.fn();
    bus.on('business:open', opened);
    renderButton(session, 'factoring');
    const button = screen.getByRole('button', { name: '立即办理' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ key: 'factoring', sameTab: false }));
    expect(opened).toHaveBeenCalledTimes(1);
    bus.off('business:open', opened);
  });
});
