import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { changeApi } from '@portal/core';
import { userCentreQueryClient } from '../../api/queries';
import { userCentreApi } from '../../api/userCentre';
import { FIRST_VIEW_WAITS, SessionProvider } from '@portal/ui';
import { createTestSession, documentAt, resetFirstView } from '@portal/ui/testing';
import { BusinessCenterPage } from './BusinessCenterPage';
import { BusinessCenterContent } from './content';

const COMPANY = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' };
const PAGE_URL = 'http://localhost/cWeb/business/center';

function renderPage() {
  return render(
    <SessionProvider session={createTestSession({ user: { username: '张伟', mobile: '13800000000' }, company: COMPANY })}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BusinessCenterPage />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

afterEach(() => {
  resetFirstView();
  userCentreQueryClient.clear();
  jest.restoreAllMocks();
});

describe('the business centre', () => {
  it('draws the current company with its heading, before the kit (the switch) has come', async () => {
    const never = () => new Promise<never>(() => undefined);
    jest.spyOn(userCentreApi, 'contracts').mockImplementation(never);
    jest.spyOn(changeApi, 'info').mockImplementation(never);
    render(
      <SessionProvider session={createTestSession({ user: { username: '张伟', mobile: '13800000000' }, company: COMPANY })}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <BusinessCenterPage />
          </MemoryRouter>
        </QueryClientProvider>
      </SessionProvider>,
    );
    expect(screen.getByRole('heading', { name: '业务中心' })).toBeInTheDocument();
    expect(screen.getByText(`当前企业：${COMPANY.companyName}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '切换企业' })).toBeNull();
    // Then the kit's line takes its place, with the switch.
    expect(await screen.findByRole('button', { name: '切换企业' })).toBeInTheDocument();
    expect(screen.getByText(`当前企业：${COMPANY.companyName}`)).toBeInTheDocument();
    await act(async () => undefined);
  });

  it("on the document's first view, asks for the to-do list's data once the browser has reported the page's paint", async () => {
    const contracts = jest.spyOn(userCentreApi, 'contracts').mockResolvedValue({ list: [], total: 0, counts: {} } as never);
    const changes = jest.spyOn(changeApi, 'info').mockResolvedValue(null as never);
    const { win, paint } = documentAt(PAGE_URL);
    resetFirstView(win);
    renderPage();
    expect(screen.getByText(`当前企业：${COMPANY.companyName}`)).toBeInTheDocument();
    await act(async () => undefined);
    expect(contracts).not.toHaveBeenCalled();
    expect(changes).not.toHaveBeenCalled();
    await act(async () => paint());
    await waitFor(() => expect(contracts).toHaveBeenCalledTimes(2));
    expect(changes).toHaveBeenCalledWith(COMPANY.creditCode);
    await screen.findByRole('button', { name: '切换企业' });
  });

  it('asks at once when the page was reached by a click, or another page opened the document', async () => {
    for (const [opened, pressed] of [
      [PAGE_URL, true],
      ['http://localhost/cWeb/home/index', false],
    ] as const) {
      const contracts = jest.spyOn(userCentreApi, 'contracts').mockResolvedValue({ list: [], total: 0, counts: {} } as never);
      jest.spyOn(changeApi, 'info').mockResolvedValue(null as never);
      resetFirstView(documentAt(opened, { pathname: '/cWeb/business/center', pressed }).win);
      const { unmount } = renderPage();
      await waitFor(() => expect(contracts).toHaveBeenCalledTimes(2));
      await screen.findByRole('button', { name: '切换企业' });
      unmount();
      userCentreQueryClient.clear();
      contracts.mockClear();
    }
  });

  it('asks anyway when no paint is reported in time', async () => {
    jest.useFakeTimers();
    const contracts = jest.spyOn(userCentreApi, 'contracts').mockResolvedValue({ list: [], total: 0, counts: {} } as never);
    jest.spyOn(changeApi, 'info').mockResolvedValue(null as never);
    resetFirstView(documentAt(PAGE_URL).win);
    renderPage();
    await act(async () => jest.advanceTimersByTime(FIRST_VIEW_WAITS.paintReportMs - 1));
    expect(contracts).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(contracts).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('draws the to-do list with its answers: never 暂无待办事项 while they are on their way', async () => {
    let answer: (page: unknown) => void = () => undefined;
    const waiting = new Promise((resolve) => (answer = resolve));
    jest.spyOn(userCentreApi, 'contracts').mockImplementation(() => waiting as never);
    jest.spyOn(changeApi, 'info').mockResolvedValue(null as never);
    renderPage();
    await screen.findByRole('button', { name: '切换企业' });
    await act(async () => BusinessCenterContent.preload());
    expect(screen.queryByText('暂无待办事项')).toBeNull();
    await act(async () => answer({ records: [], total: 3, counts: { TO_SIGN: 3 } }));
    expect(await screen.findByText('您有 3 份企业合同待签署')).toBeInTheDocument();
    expect(screen.getByText('您有 3 份个人合同待签署')).toBeInTheDocument();
  });
});
