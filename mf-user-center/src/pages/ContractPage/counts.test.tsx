import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@portal/ui';
import { PortalQueryProvider, createPortalQueryClient } from '@portal/ui/query';
import { createTestSession } from '@portal/ui/testing';
import { userCentreApi } from '../../api/userCentre';
import { ContractPage } from './ContractPage';

type Contracts = Awaited<ReturnType<typeof userCentreApi.contracts>>;

afterEach(() => jest.restoreAllMocks());

// The failure's view (no count, no empty list beside the error) is checked in the browser: shared/e2e/tests/user-centre/states.spec.ts.

function renderList() {
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
}

const stateChoices = () => [...document.querySelectorAll('.uc-contract__states label')].map((label) => label.textContent);
const WAIT = { timeout: 10_000 };

describe('the contract list counts (issue 47 item 7)', () => {
  it('shows no count while the list loads, then the counts the answer gives', async () => {
    let answer: (page: Contracts) => void = () => undefined;
    jest.spyOn(userCentreApi, 'contracts').mockReturnValue(new Promise<Contracts>((resolve) => (answer = resolve)));
    renderList();
    await screen.findByText('全部', {}, WAIT);
    expect(stateChoices()).toEqual(['全部', '待签署', '已签署', '已过期', '已拒签']);
    answer({
      records: [{ id: 'HT1', contractNo: 'ZC-2026-HT1', name: '保理合同', scope: 'enterprise', status: 'TO_SIGN', amount: 1000, createdAt: 0, deadline: 0, signedAt: null, lockedBy: null }],
      total: 1,
      counts: { TO_SIGN: 1, SIGNED: 0, EXPIRED: 0, REJECTED: 0 },
    });
    expect(await screen.findByText('全部（1）', {}, WAIT)).toBeInTheDocument();
    expect(stateChoices()).toEqual(['全部（1）', '待签署（1）', '已签署（0）', '已过期（0）', '已拒签（0）']);
  });
});
