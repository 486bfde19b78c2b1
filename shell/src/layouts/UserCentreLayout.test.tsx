import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellSessionProvider, createShellSession } from '../session/ShellSession';
import { HelpLayout, UserCentreLayout } from '.';

// The footer and consultation button read portal.config.json; here it is already loaded.
jest.mock('../chrome/portalConfig', () => {
  const actual = jest.requireActual('../chrome/portalConfig');
  return { ...actual, usePortalConfig: () => actual.FALLBACK_CONFIG };
});

const renderAt = (path: string, Layout = UserCentreLayout) =>
  render(
    <ShellSessionProvider session={createShellSession()}>
      <MemoryRouter initialEntries={[path]}>
        <Layout>
          <h1>page</h1>
        </Layout>
      </MemoryRouter>
    </ShellSessionProvider>,
  );

// The user-centre sidebar's entries, collapse and hidden paths: mf-user-center/src/sidebar (published with its claims).
describe('the user centre', () => {
  it('frames the page beside no sidebar of the shell’s: mf-user-center draws the one it publishes', () => {
    renderAt('/base/info');
    expect(screen.queryByRole('navigation', { name: '用户中心' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'page' }));
    expect(screen.getByRole('main').closest('.portal-layout')).toHaveClass('portal-layout--sidebar');
  });
});

describe('the help centre', () => {
  it('frames the page beside no sidebar of the shell’s: mf-help draws its own', () => {
    renderAt('/helpCenter/personAuth/process', HelpLayout);
    expect(screen.queryByRole('navigation', { name: '帮助中心' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
