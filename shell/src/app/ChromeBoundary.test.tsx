import type { JSX } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellSessionProvider, createShellSession } from '../session/ShellSession';
import { AuthLayout } from '../layouts/AuthLayout';
import { MainLayout } from '../layouts/MainLayout';
import { FloatingChrome } from '../chrome/GlobalChrome';

// Function declarations, not consts: jest.mock factories run before the module body.
/** Which chrome pieces throw in the current test. */
function brokenPieces(): Set<string> {
  const g = globalThis as { mockBrokenChrome?: Set<string> };
  g.mockBrokenChrome ??= new Set();
  return g.mockBrokenChrome;
}

/** The real component, or one that throws while its name is in brokenPieces(). */
function mockBreakable(name: string, path: string): Record<string, unknown> {
  const Real = (jest.requireActual(path) as Record<string, (props: object) => JSX.Element>)[name];
  return {
    [name]: function Breakable(props: object) {
      if (brokenPieces().has(name)) throw new Error(`${name} broke`);
      return <Real {...props} />;
    },
  };
}

jest.mock('../chrome/TopBar', () => mockBreakable('TopBar', '../chrome/TopBar'));
jest.mock('../chrome/Footer', () => mockBreakable('Footer', '../chrome/Footer'));
jest.mock('../session/SessionArea', () => mockBreakable('SessionArea', '../session/SessionArea'));
jest.mock('../chrome/chat/ChatWidget', () => mockBreakable('ChatWidget', '../chrome/chat/ChatWidget'));
// The footer and consultation button read portal.config.json; here it is already loaded.
jest.mock('../chrome/portalConfig', () => {
  const actual = jest.requireActual('../chrome/portalConfig');
  return { ...actual, loadPortalConfig: () => Promise.resolve(actual.FALLBACK_CONFIG), usePortalConfig: () => actual.FALLBACK_CONFIG };
});

const renderIn = (ui: JSX.Element) =>
  render(
    <ShellSessionProvider session={createShellSession()}>
      <MemoryRouter initialEntries={['/home/index']}>{ui}</MemoryRouter>
    </ShellSessionProvider>,
  );

let consoleError: jest.SpyInstance;
beforeEach(() => {
  brokenPieces().clear();
  // React logs the caught error; the boundary logs which piece it left out.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('a piece of chrome that throws', () => {
  it('top bar: the page content and the footer stay', () => {
    brokenPieces().add('TopBar');
    renderIn(
      <MainLayout>
        <h1>page content</h1>
      </MainLayout>,
    );
    expect(screen.getByRole('heading', { name: 'page content' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('top bar'), expect.any(Error), expect.anything());
  });

  it('footer: the page content and the top bar stay', () => {
    brokenPieces().add('Footer');
    renderIn(
      <MainLayout>
        <h1>page content</h1>
      </MainLayout>,
    );
    expect(screen.getByRole('heading', { name: 'page content' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('session area: the page and the rest of the header stay', () => {
    brokenPieces().add('SessionArea');
    renderIn(
      <AuthLayout>
        <h1>page content</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('heading', { name: 'page content' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('a widget (the assistant): the layout and its page stay', () => {
    brokenPieces().add('ChatWidget');
    renderIn(
      <>
        <MainLayout>
          <h1>page content</h1>
        </MainLayout>
        <FloatingChrome />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'page content' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
