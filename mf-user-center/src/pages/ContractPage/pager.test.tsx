import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@portal/ui';
import { PortalQueryProvider, createPortalQueryClient } from '@portal/ui/query';
import { createTestSession } from '@portal/ui/testing';
import { userCentreApi } from '../../api/userCentre';
import { ContractPage } from './ContractPage';

type Contracts = Awaited<ReturnType<typeof userCentreApi.contracts>>;

afterEach(() => jest.restoreAllMocks());

describe('the contract list while its first page loads', () => {
  it('shows the pager only once the rows are in, so the rows never push it down', async () => {
    let answer: (page: Contracts) => void = () => undefined;
    jest.spyOn(userCentreApi, 'contracts').mockReturnValue(new Promise<Contracts>((resolve) => (answer = resolve)));
    const session = createTestSession({ user: { username: '李娜', mobile: '13800000001', mobileNo: '138****0001' } });
    render(
      <SessionProvider session={session}>
        <PortalQueryProvider client={createPortalQueryClient()}>
          <MemoryRouter initialEntries={['/contract/enterprise/list']}>
            <Routes>
              <Route path="/contract/*" element={<ContractPage />} />
            </Routes>
          </MemoryRouter>
        </PortalQueryProvider>
      </SessionProvider>,
    );
    await screen.findByRole('table');
    expect(screen.queryByText(/^共 \d+ 份$/)).not.toBeInTheDocument();
    answer({
      records: [{ id: 'HT1', contractNo: 'ZC-2026-HT1', name: '保理合同', scope: 'enterprise', status: 'TO_SIGN', amount: 1000, createdAt: 0, deadline: 0, signedAt: null, lockedBy: null }],
      total: 1,
      counts: { TO_SIGN: 1, SIGNED: 0, EXPIRED: 0, REJECTED: 0 },
    });
    expect(await screen.findByText('共 1 份')).toBeInTheDocument();
  });
});
