import { expect, test } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build/chromium';
import { expectRemote } from './support';

// Test host names resolve to this machine, so each is a distinct host of the same server.
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.portal.test 127.0.0.1'] } });

for (const [host, variant, company] of [
  ['factoring.portal.test', 'factoring', '链融商业保理有限公司'],
  ['digital.portal.test', 'digital', '链融数字科技有限公司'],
  ['127.0.0.1', 'digital', '链融数字科技有限公司'],
  ['localhost', 'factoring', '链融商业保理有限公司'],
] as const) {
  test(`the footer on ${host} shows the ${variant} company's legal text`, async ({ page, baseURL }) => {
    await page.goto(`http://${host}:${new URL(baseURL ?? '').port}/cWeb/home/index`);
    await expectRemote(page, 'mf_home_products');
    const footer = page.locator('footer.portal-footer');
    await expect(footer).toHaveAttribute('data-variant', variant);
    await expect(footer.locator('.portal-footer__company')).toHaveText(company);
  });
}

test('the host map is run-time configuration, never cached', async ({ request }) => {
  const res = await request.get('/cWeb/portal.config.json');
  expect(res.headers()['cache-control']).toContain('no-store');
  expect((await res.json()).footer.hosts['digital.portal.test']).toBe('digital');
});
