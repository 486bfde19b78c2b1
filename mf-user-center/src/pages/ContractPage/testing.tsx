import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@portal/ui';
import { PortalQueryProvider, createPortalQueryClient } from '@portal/ui/query';
import { createTestSession } from '@portal/ui/testing';
import type { userCentreApi } from '../../api/userCentre';
import { ContractPage } from './ContractPage';

/** One page of the contract list, as `userCentreApi.contracts` answers it. */
export type ContractsPage = Awaited<ReturnType<typeof userCentreApi.contracts>>;

/** A page holding one enterprise contract still to sign (HT1), named `name`. */
export const oneContractToSign = (name = '保理合同'): ContractsPage => ({
  records: [{ id: 'HT1', contractNo: 'ZC-2026-HT1', name, scope: 'enterprise', status: 'TO_SIGN', amount: 1000, createdAt: 0, deadline: 0, signedAt: null, lockedBy: null }],
  total: 1,
  counts: { TO_SIGN: 1, SIGNED: 0, EXPIRED: 0, REJECTED: 0 },
});

/** The contract pages at `path`, for 李娜 (13800000001), with `extra` routes beside them. */
export function renderContracts(path = '/contract/enterprise/list', extra?: ReactElement) {
  return render(
    <SessionProvider session={createTestSession({ user: { username: '李娜', mobile: '13800000001', mobileNo: '138****0001' } })}>
      <PortalQueryProvider client={createPortalQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/contract/*" element={<ContractPage />} />
            {extra}
          </Routes>
        </MemoryRouter>
      </PortalQueryProvider>
    </SessionProvider>,
  );
}
