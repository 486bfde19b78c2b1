import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@portal/ui';
import { createTestSession } from '@portal/ui/testing';
import { pages } from '../../i18n/zh-CN/pages';

// The query client's chunk (with TanStack Query) held on its way: its root suspends until released.
let release: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (release = resolve));
let held = true;
jest.mock('../../components/SignedInPage/QueryRoot', () => ({
  UserCentreQueryRoot: function HeldQueryRoot({ children }: { children: ReactNode }) {
    if (held) throw arrived.then(() => (held = false));
    return <>{children}</>;
  },
}));

describe("the contract list's first view", () => {
  it('draws the heading and lead while the query client and TanStack Query are still on their way', async () => {
    const { remote } = await import('../../routes');
    const contract = remote.routes.find((route) => route.path === '/contract/*');
    render(
      <SessionProvider session={createTestSession({ user: { username: '张伟', mobile: '13800000000' } })}>
        <MemoryRouter initialEntries={['/contract/enterprise/list']}>
          <Routes>
            <Route path="/contract/*" element={contract?.element} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(await screen.findByRole('heading', { name: pages.contract.title })).toBeInTheDocument();
    expect(screen.getByText(pages.contract.lead)).toBeInTheDocument();
    release();
  });
});
