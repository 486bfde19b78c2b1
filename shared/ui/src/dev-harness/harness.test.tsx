import { act, screen, within } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import type { RemoteParcelProps } from '../remote';
import { startDevHarness } from '.';

// A parcel is mounted into the element the harness gives (single-spa's ParcelProps).
const hostOf = (props: object): HTMLElement => (props as { domElement: HTMLElement }).domElement;

/** A remote that writes its current path into its host, as a page would render. */
const parcel: ParcelConfig<RemoteParcelProps> = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    hostOf(props).innerHTML = `<h1>remote page ${window.location.pathname}</h1>`;
  },
  unmount: async (props) => {
    hostOf(props).innerHTML = '';
  },
};

const page = () => screen.findByRole('heading', { name: /^remote page/ });

beforeAll(async () => {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/cWeb/base/info');
  await act(async () => {
    startDevHarness({
      name: 'mf_test',
      title: 'mf-test',
      parcel,
      routes: [{ path: '/base/info', element: null }, { path: '/contract', element: null }, { path: '/AuthPerson', element: null }],
      claims: [
        { prefix: '/base/info', layout: 'user-centre' },
        { prefix: '/contract', layout: 'user-centre' },
        { prefix: '/AuthPerson', layout: 'auth' },
      ],
    });
  });
});

describe('a remote alone, in its QA harness', () => {
  it('shows a user-centre page in the sidebar frame, with the sidebar, as the portal does', async () => {
    const heading = await page();
    const frame = heading.closest('.portal-layout');
    expect(frame).toHaveClass('portal-layout--sidebar');
    expect(heading.closest('main')).toHaveClass('portal-layout__content');
    const nav = within(frame as HTMLElement).getByRole('navigation', { name: 'mf-test' });
    expect(within(nav).getByRole('link', { name: '/base/info' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves the page into the auth card when QA opens an auth route', async () => {
    await act(async () => {
      screen.getByRole('link', { name: '/AuthPerson' }).click();
    });
    const heading = await screen.findByRole('heading', { name: 'remote page /cWeb/AuthPerson' });
    expect(heading.closest('main')).toHaveClass('portal-layout__content--card');
    expect(heading.closest('.portal-layout')).toHaveClass('portal-layout--auth');
    expect(screen.queryByRole('navigation', { name: 'mf-test' })).not.toBeInTheDocument();
  });
});
