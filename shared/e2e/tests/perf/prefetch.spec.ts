import { expect } from '@playwright/test';
import { test } from '../support/world';
import { expectRemotePage } from '../support/portal';

test('a link to another remote, hovered, brings that remote in before the click; the click then fetches none of its files', async ({ page }) => {
  const helpFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cWeb/remotes/mf-help/')) helpFiles.push(new URL(request.url()).pathname);
  });
  await page.goto('/cWeb/aboutUs/index');
  await expectRemotePage(page, 'mf_home_products', '关于我们');

  const link = page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '帮助中心' });
  await link.hover();
  await expect.poll(() => helpFiles.some((f) => f.endsWith('/__federation_expose_parcel.js') || /__federation_expose_parcel\.[0-9a-f]{8}\.js$/.test(f))).toBe(true);
  expect(helpFiles).toEqual(expect.arrayContaining(['/cWeb/remotes/mf-help/mf-manifest.json', '/cWeb/remotes/mf-help/remoteEntry.js']));
  // The hover's load goes on after its first requests (the entry and page chunks are run from
  // script tags): wait for it through the federation runtime, which shares the hover's loads in
  // flight, so what the click requests is counted from the end of the prefetch.
  await page.evaluate(async () => {
    type Instance = { name: string; loadRemote: (id: string) => Promise<unknown> };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    const shell = instances.find((i) => i.name === 'shell');
    if (!shell) throw new Error('the shell has no federation instance');
    await shell.loadRemote('mf_help/parcel');
  });

  const before = helpFiles.length;
  const entryOrManifestAgain = () => helpFiles.slice(before).filter((f) => /mf-manifest\.json$|remoteEntry\.js$|__federation_expose_parcel/.test(f));
  await link.click();
  await expectRemotePage(page, 'mf_help', '帮助中心');
  expect(entryOrManifestAgain()).toEqual([]);
});
