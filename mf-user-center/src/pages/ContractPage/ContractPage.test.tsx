import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@portal/ui';
import { createTestSession } from '@portal/ui/testing';
import { ContractPage } from './ContractPage';

const renderAt = (path: string) =>
  render(
    <SessionProvider session={createTestSession({ user: { username: '张伟', mobile: '13800000000' } })}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/contract/*" element={<ContractPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );

describe('a contract page opened without a contract', () => {
  it.each([
    ['/contract/enterprise/detail', '/contract/enterprise/list'],
    ['/contract/enterprise/sign', '/contract/enterprise/list'],
    ['/contract/person/detail', '/contract/person/list'],
    ['/contract/person/sign?id=', '/contract/person/list'],
  ])('%s says it found no contract and leads back to %s', async (path, list) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: '未找到该合同' })).toBeInTheDocument();
    expect(screen.getByText('链接中没有合同编号，请从合同列表中选择要查看或签署的合同。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回合同列表' })).toHaveAttribute('href', list);
    expect(screen.queryByRole('heading', { name: '签署合同' })).toBeNull();
  });
});
