import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@portal/core';
import { DiagnosticsPage } from './DiagnosticsPage';
import { loadRemotesManifest } from '../../remotes/manifest';
import { initialChoice } from '../../remotes/versions';
import { noteTiming } from '../../telemetry/diagnostics';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn(), getInstance: jest.fn() }));
jest.mock('web-vitals', () => ({
  onCLS: (report: (m: object) => void) => report({ name: 'CLS', value: 0.012, rating: 'good' }),
  onFCP: () => undefined,
  onINP: () => undefined,
  onLCP: (report: (m: object) => void) => report({ name: 'LCP', value: 812.4, rating: 'good' }),
  onTTFB: () => undefined,
}));

const ok = { '@portal/core': '^1.0.0' };
const manifest: RemotesManifest = {
  remotes: [
    {
      name: 'mf_help',
      entry: '/cWeb/remotes/mf-help/versions/1.0.0+5bd909b.20261128T090000Z/mf-manifest.json',
      version: '1.0.0+5bd909b.20261128T090000Z',
      contract: { '@portal/core': '^2.0.0' },
      routes: [{ prefix: '/helpCenter', layout: 'help' }],
      previous: { entry: '/cWeb/remotes/mf-help/versions/1.0.0+3f18aff.20261127T081243Z/mf-manifest.json', version: '1.0.0+3f18aff.20261127T081243Z', contract: ok },
    },
    { name: 'mf_auth', entry: '/cWeb/remotes/mf-auth/mf-manifest.json', version: '1.0.0+3f18aff.20261127T080000Z', routes: [{ prefix: '/AuthPerson', layout: 'auth' }] },
  ],
};

beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => manifest })) as unknown as typeof fetch;
  (getInstance as jest.Mock).mockReturnValue({
    shareScopeMap: { default: { react: { '18.3.1': { from: 'shell', loaded: true, shareConfig: { singleton: true } } }, marked: { '16.0.0': { from: 'mf_help', shareConfig: { singleton: false } } } } },
  });
});

it('shows per remote what this page view loaded and why, the singletons and the vitals, and copies it all as JSON', async () => {
  await loadRemotesManifest();
  // The shell found mf_help built against another @portal/core and loaded its previous version.
  initialChoice(manifest.remotes[0], { '@portal/core': '1.0.0' });
  noteTiming('mf_help', { loadMs: 120, mountMs: 15 });
  const writeText = jest.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <MemoryRouter>
      <DiagnosticsPage />
    </MemoryRouter>,
  );
  const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;
  const help = await rowOf('mf_help');
  const cells = within(help).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells).toEqual([
    '1.0.0+3f18aff.20261127T081243Z',
    '3f18aff',
    '20261127T081243Z',
    '/cWeb/remotes/mf-help/versions/1.0.0+3f18aff.20261127T081243Z/mf-manifest.json',
    '上一版本（已回退）（与门户的共享契约不兼容：needs @portal/core ^2.0.0, the shell has 1.0.0）',
    '120',
    '15',
    '无',
  ]);
  expect(await rowOf('mf_auth')).toHaveTextContent('本次未加载');
  const shared = screen.getByRole('table', { name: '共享单例' });
  expect(within(shared).getByRole('rowheader', { name: 'react' }).closest('tr')).toHaveTextContent('18.3.1shell是');
  expect(within(shared).queryByText('marked')).not.toBeInTheDocument();
  expect(await rowOf('LCP')).toHaveTextContent('812.4');

  await userEvent.click(screen.getByRole('button', { name: '复制报告' }));
  expect(await screen.findByText('报告已复制到剪贴板')).toBeInTheDocument();
  const report = JSON.parse(writeText.mock.calls[0][0]);
  expect(report.remotes[0]).toMatchObject({ name: 'mf_help', loaded: 'previous', reason: { kind: 'incompatible' }, loadMs: 120, mountMs: 15, commit: '3f18aff' });
  expect(report.shared).toEqual([{ name: 'react', version: '18.3.1', from: 'shell', loaded: true }]);
  expect(report.vitals).toEqual(expect.arrayContaining([{ name: 'LCP', value: 812.4, rating: 'good' }]));
});
