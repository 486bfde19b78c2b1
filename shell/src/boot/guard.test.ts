/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { guardBoot } from './guard';

const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const body = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));

let beacons: { url: string; data: string }[] = [];
beforeEach(() => {
  document.body.innerHTML = body;
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string, data: string) => beacons.push({ url, data }) });
  // early.js's read of remotes.json, whose `telemetry` says where beacons go.
  (window as unknown as Record<symbol, unknown>)[Symbol.for('portal.early')] = { remotes: Promise.resolve({ remotes: [], telemetry: '/collector' }) };
});

const reported = () => beacons.flatMap((b) => (b.url === '/collector' ? (JSON.parse(b.data) as { events: { type: string; detail?: string }[] }).events : []));

describe('the shell start', () => {
  it('shows the failure page with a retry in place of the boot bar alone, and reports it, when a chunk fails to load', async () => {
    await guardBoot(() => Promise.reject(new Error('Loading chunk bootstrap failed.')));
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('门户启动失败');
    expect(alert).toHaveTextContent('页面未能加载完成，可能是网络不稳定或服务正在更新，请重试。');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(document.querySelector('#root > .boot-bar')).not.toBeNull();
    expect(reported()).toEqual([expect.objectContaining({ type: 'boot-failed', detail: 'Error: Loading chunk bootstrap failed.' })]);
  });

  it('shows it for a promise nobody handled while the shell starts, once', async () => {
    let finish: () => void = () => undefined;
    const started = guardBoot(() => new Promise<void>((resolve) => (finish = resolve)));
    for (const reason of ['session chunk', 'again']) {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(event, { reason: new Error(reason) });
      window.dispatchEvent(event);
    }
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(reported()).toEqual([expect.objectContaining({ type: 'boot-failed', detail: 'Error: session chunk' })]));
    finish();
    await started;
  });

  it('leaves a started shell alone: a later unhandled rejection draws no failure page', async () => {
    await guardBoot(() => Promise.resolve());
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('later') });
    window.dispatchEvent(event);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reported()).toEqual([]);
  });

  it('retries by loading the page again', async () => {
    const reload = jest.fn();
    const win = { document, location: { reload }, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as Window;
    await guardBoot(() => Promise.reject(new Error('x')), win);
    screen.getByRole('button', { name: '重试' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
