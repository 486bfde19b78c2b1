/**
 * The QA console's 待处理 (issue 47 items 11 and 13): legal-representative and administrator
 * changes are decided by buttons as enterprise reviews are, and telemetry reads in China time.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/world';
import { API_BASE_PATH, buildSignedRequest } from '@portal/core/protocol';
import { apiSmsLogin } from '../session/support';

const NEW_LEGAL = '13800000031';

/** A signed call of the portal's API from Node with a session. */
async function call<T>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<T> {
  const signed = buildSignedRequest({ method: 'POST', path, body, token });
  const answer = await request.post(`${API_BASE_PATH}${path}`, { headers: signed.headers, data: signed.body });
  const envelope = (await answer.json()) as { code: number; message: string; data: T };
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

test("a change under review gets the review's buttons; an administrator application the legal representative's answer", async ({ page, request }) => {
  // 方睿 signs 锦程's change (face passed): the change waits for the reviewer.
  const token = await apiSmsLogin(request, NEW_LEGAL);
  const changes = (await (await request.get('/__mock/changes')).json()) as { instId: string; creditCode: string }[];
  const entCode = changes.find((c) => c.instId === 'LC000901')?.creditCode ?? '';
  const { faceId } = await call<{ faceId: string }>(request, token, '/auth/face', { scene: 'legalPerson', entCode });
  expect((await request.post('/__mock/face/latest', { data: { pass: true } })).ok()).toBe(true);
  await call(request, token, '/auth/change/apply', { entCode, action: 'signLegal', faceId, agreements: ['bgfrtzs-bl-001'] });

  await page.goto('/__mock/');
  const legal = page.locator('#qa-pending-view tr[data-inst-id="LC000901"]');
  await expect(legal).toContainText('法定代表人变更');
  await expect(legal).toContainText('待审核');
  await legal.getByRole('button', { name: '退回（业务）' }).click();
  await expect(page.locator('#qa-status')).toHaveText('退回（业务）：成功');
  // Rejected: the administrator uploads again, from the change's own page.
  await expect(legal).toContainText('已退回，待管理员重新上传');
  await expect(legal.getByRole('link', { name: '打开任务页' })).toHaveAttribute('href', /^\/cWeb\/LegalChange\/Legal\/sign\?instId=LC000901&changeWay=LEGAL$/);

  const admin = page.locator('#qa-pending-view tr[data-inst-id="AC000902"]');
  await expect(admin).toContainText('待法定代表人确认');
  await expect(admin.getByRole('link', { name: '打开手机页面' })).toHaveAttribute('href', /^\/__mock\/admin-change\/page\/[0-9a-f]{32}$/);
  await admin.getByRole('button', { name: '法定代表人同意' }).click();
  await expect(page.locator('#qa-status')).toHaveText('法定代表人同意：成功');
  // Decided: it leaves the list; the applicant is the administrator now.
  await expect(admin).toHaveCount(0);
  const account = (await (await request.get('/__mock/accounts/13800000032')).json()) as { companies: { companyName: string; role: string }[] };
  expect(account.companies.find((c) => c.companyName === '南昌红谷滩盛元科技有限公司')?.role).toBe('ADMINISTRATOR');
});

test('telemetry reads in China time: receivedAt and the event time alike', async ({ page, request }) => {
  expect((await request.post('/__mock/telemetry', { data: { events: [{ type: 'web-vital', name: 'LCP', value: 2400, at: '2026-03-02T09:00:00.000Z' }] } })).status()).toBe(202);
  await page.goto('/__mock/');
  const row = page.locator('#qa-telemetry-view tbody tr').first();
  await expect(row).toContainText('2026/3/2 17:00:00');
  await expect(row).not.toContainText('T09:00:00');
  await expect(row).not.toContainText(/\d{13}/);
});
