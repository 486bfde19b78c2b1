import { expect } from '@playwright/test';
import { test } from '../support/world';
import { CHROMIUM, CHROMIUM_ARGS } from '@portal/build/chromium';
import { expectRemote } from './support';

// Test host names resolve to this machine, so each is a distinct host of the same server.
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.portal.test 127.0.0.1'] } });

// The filing numbers of shell/public/portal.config.json: each company files its own sites.
const FILINGS = {
  factoring: { icp: '沪ICP备2026000001号-1', police: '沪公网安备31011502000001号', code: '31011502000001' },
  digital: { icp: '沪ICP备2026000002号-1', police: '沪公网安备31011502000002号', code: '31011502000002' },
} as const;

for (const [host, variant, company] of [
  ['factoring.portal.test', 'factoring', '链融商业保理有限公司'],
  ['digital.portal.test', 'digital', '链融数字科技有限公司'],
  ['127.0.0.1', 'digital', '链融数字科技有限公司'],
  ['localhost', 'factoring', '链融商业保理有限公司'],
] as const) {
  test(`the footer on ${host} shows the ${variant} company's legal text and filing numbers`, async ({ page, baseURL }) => {
    await page.goto(`http://${host}:${new URL(baseURL ?? '').port}/cWeb/home/index`);
    await expectRemote(page, 'mf_home_products');
    const footer = page.locator('footer.portal-footer');
    await expect(footer).toHaveAttribute('data-variant', variant);
    await expect(footer.locator('.portal-footer__company')).toHaveText(company);
    const filing = FILINGS[variant];
    await expect(footer.getByRole('link', { name: filing.icp })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(footer.getByRole('link', { name: filing.police })).toHaveAttribute(
      'href',
      `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${filing.code}`,
    );
    const other = FILINGS[variant === 'factoring' ? 'digital' : 'factoring'];
    await expect(footer.getByText(other.icp)).toHaveCount(0);
  });
}

test('the host map is run-time configuration, never cached', async ({ request }) => {
  const res = await request.get('/cWeb/portal.config.json');
  expect(res.headers()['cache-control']).toContain('no-store');
  const config = await res.json();
  expect(config.footer.hosts['digital.portal.test']).toBe('digital');
  expect(config.filings.digital.icp).toBe(FILINGS.digital.icp);
});
