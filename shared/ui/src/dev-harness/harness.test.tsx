import { act, screen, waitFor, within } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import type { RemoteParcelProps } from '../remote';
import { startDevHarness } from '.';

// A parcel is mounted into the element the harness gives (single-spa's ParcelProps).
const hostOf = (props: object): HTMLElement => (props as { domElement: HTMLElement }).domElement;

/** A remote that writes its current path into its host, as a page would render, beside the sidebar it publishes on user-centre pages. */
const parcel: ParcelConfig<RemoteParcelProps> = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    const sidebar = window.location.pathname === '/cWeb/base/info' ? '<nav aria-label="mf-test"><a href="/cWeb/base/info" aria-current="page">/base/info</a></nav>' : '';
    hostOf(props).innerHTML = `${sidebar}<h1>remote page ${window.location.pathname}</h1>`;
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
  it('shows a user-centre page in the sidebar frame, with the sidebar the remote draws, as the portal does', async () => {
    const heading = await page();
    const frame = heading.closest('.portal-layout');
    expect(frame).toHaveClass('portal-layout--sidebar');
    expect(heading.closest('main')).toHaveClass('portal-layout__content');
    const nav = within(frame as HTMLElement).getByRole('navigation', { name: 'mf-test' });
    expect(within(nav).getByRole('link', { name: '/base/info' })).toHaveAttribute('aria-current', 'page');
    // The remote publishes its sidebar: the harness draws none of its own beside it.
    expect(within(frame as HTMLElement).getAllByRole('navigation').filter((n) => n.getAttribute('aria-label') === 'mf-test')).toHaveLength(1);
  });

  it('moves the page into the auth card when QA opens an auth route', async () => {
    await act(async () => {
      screen.getByRole('link', { name: '个人认证 /AuthPerson' }).click();
    });
    const heading = await screen.findByRole('heading', { name: 'remote page /cWeb/AuthPerson' });
    expect(heading.closest('main')).toHaveClass('portal-layout__content--card');
    expect(heading.closest('.portal-layout')).toHaveClass('portal-layout--auth');
    expect(screen.queryByRole('navigation', { name: 'mf-test' })).not.toBeInTheDocument();
  });

  it('links every page of the remote with its title, those behind its wildcard routes too', () => {
    const nav = screen.getByRole('navigation', { name: 'remote routes' });
    const names = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['基本信息 - 用户中心 /base/info', '合同管理 - 用户中心 /contract', '个人实名认证 /AuthPerson/AuthCertificate', '签署企业合同 - 用户中心 /contract/enterprise/sign']),
    );
    expect(names.some((name) => name?.includes('/AuthEnterprise'))).toBe(false);
  });

  it("sets the tab's title per route, as the shell does", async () => {
    await act(async () => {
      screen.getByRole('link', { name: '个人实名认证 /AuthPerson/AuthCertificate' }).click();
    });
    await waitFor(() => expect(document.title).toBe('个人实名认证 - 供应链金融服务平台'));
    await act(async () => {
      screen.getByRole('link', { name: '合同管理 - 用户中心 /contract' }).click();
    });
    await waitFor(() => expect(document.title).toBe('合同管理 - 用户中心 - 供应链金融服务平台'));
  });

  it('offers sign-in through the QA console besides its persona picker', () => {
    expect(screen.getByRole('link', { name: /^QA 控制台/ })).toHaveAttribute('href', '/__mock/');
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });
});
