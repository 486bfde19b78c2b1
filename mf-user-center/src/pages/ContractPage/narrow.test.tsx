import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@portal/ui';
import { PortalQueryProvider, createPortalQueryClient } from '@portal/ui/query';
import { createTestSession } from '@portal/ui/testing';
import { userCentreApi } from '../../api/userCentre';
import { ContractPage } from './ContractPage';
import { ContractTable } from './lazy';
import { NARROW } from './narrow';

const PAGE = {
  records: [{ id: 'HT1', contractNo: 'ZC-2026-HT1', name: '保理合同', scope: 'enterprise' as const, status: 'TO_SIGN' as const, amount: 1000, createdAt: 0, deadline: 0, signedAt: null, lockedBy: null }],
  total: 1,
  counts: { TO_SIGN: 1, SIGNED: 0, EXPIRED: 0, REJECTED: 0 },
};

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  jest.restoreAllMocks();
});

describe('the contract list on a phone', () => {
  it('is cards only: the kit table it would hide is neither drawn nor loaded', async () => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === NARROW })) as typeof window.matchMedia;
    const tableLoad = jest.spyOn(ContractTable, 'preload');
    jest.spyOn(userCentreApi, 'contracts').mockResolvedValue(PAGE as Awaited<ReturnType<typeof userCentreApi.contracts>>);
    render(
      <SessionProvider session={createTestSession({ user: { username: '李娜', mobile: '13800000001', mobileNo: '138****0001' } })}>
        <PortalQueryProvider client={createPortalQueryClient()}>
          <MemoryRouter initialEntries={['/contract/enterprise/list']}>
            <Routes>
              <Route path="/contract/*" element={<ContractPage />} />
            </Routes>
          </MemoryRouter>
        </PortalQueryProvider>
      </SessionProvider>,
    );
    expect(await screen.findByText('ZC-2026-HT1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '企业合同' })).toHaveTextContent('保理合同');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(tableLoad).not.toHaveBeenCalled();
  });
});
