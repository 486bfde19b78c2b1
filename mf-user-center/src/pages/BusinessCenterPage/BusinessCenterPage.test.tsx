import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { changeApi } from '@portal/core';
import { userCentreApi } from '../../api/userCentre';
import { SessionProvider } from '@portal/ui';
import { createTestSession } from '@portal/ui/testing';
import { BusinessCenterPage } from './BusinessCenterPage';

const COMPANY = { companyUCId: 'EC1', creditCode: '91310115MA1FL3XK9D', companyName: '上海浦江供应链管理有限公司' };

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
});
