/**
 * The spec's development-time mock layer (001 section 7): every call answers in the browser through
 * the portal's own signed HTTP client, in the mock envelope {isOk, code: 200, message: <path>, data}.
 */
import { expect } from '@playwright/test';
import { test } from '../support/world';
import type { FederationWindow } from '../session/support';

const IFPC = '/ifpc/v1/api';
const DASH = '/dash/clientplatform';
const DICT = '/dash/dict';

/** Each call, its body, and the keys its data (or its data's first record) must carry. */
const CALLS: ReadonlyArray<{ method: 'GET' | 'POST'; path: string; body?: Record<string, unknown>; keys: readonly string[] }> = [
  { method: 'GET', path: `${IFPC}/login/img-verify-code`, keys: ['imgBase64', 'imgId'] },
  { method: 'GET', path: `${IFPC}/login/slide-verify-code`, keys: ['originalImageBase64'] },
  { method: 'POST', path: `${IFPC}/login/slide-verify-code/checke`, body: { token: 'any', point: { x: 1, y: 1 } }, keys: [] },
  { method: 'POST', path: `${IFPC}/login/login`, body: { username: 'admin', password: 'x', imgId: 'IMG1', imgCode: 'ABCD' }, keys: ['token', 'menus'] },
  { method: 'POST', path: `${IFPC}/operate-role`, body: { roleId: 2 }, keys: ['roleId', 'menus'] },
  { method: 'POST', path: `${IFPC}/whiteList/list`, body: { pageNum: 1 }, keys: ['list', 'total'] },
  { method: 'GET', path: `${IFPC}/fileCommon/downloadFileByObsKey?obsKey=obs/idcard/U202600000001/front.png`, keys: ['fileBase64', 'contentType'] },
  { method: 'GET', path: `${IFPC}/user`, keys: ['realName', 'mobileNo', 'idNo', 'threeStatus', 'faceStatus', 'companyAuthOutDTOList'] },
  { method: 'GET', path: `${IFPC}/enum/enum`, keys: [] },
  { method: 'GET', path: `${DASH}/factoringIndex/getPieChart`, keys: [] },
  { method: 'GET', path: `${DASH}/financierIndex/getBarChartData`, keys: [] },
  { method: 'GET', path: `${DASH}/backlog/backList`, keys: [] },
  { method: 'POST', path: `${DICT}/getDropDownByTypeCodes`, body: { typeCodes: ['userStatus'] }, keys: [] },
  { method: 'GET', path: `${DICT}/getDropDownByParentType?parentType=02`, keys: [] },
  { method: 'GET', path: `${DICT}/getAreaData`, keys: [] },
  { method: 'GET', path: `${DICT}/mapData`, keys: [] },
];

test('every call of the spec mock layer answers the portal, signed, in the mock envelope', async ({ page }) => {
  await page.goto('/cWeb/home/index');
  await expect(page.locator('[data-remote="mf_home_products"] h1').first()).toBeVisible();
  const answers = await page.evaluate(async (calls) => {
    const shell = (window as unknown as FederationWindow).__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell');
    type Raw = (path: string, options: { method: 'GET' | 'POST'; body?: Record<string, unknown> }) => Promise<Response>;
    const factory = await shell?.loadShare<{ http: { raw: Raw } }>('@portal/core');
    const core = factory ? factory() : undefined;
    if (!core) throw new Error('no shared @portal/core in the shell');
    const out = [];
    for (const call of calls) {
      const response = await core.http.raw(call.path, { method: call.method, body: call.body });
      out.push({ path: call.path, status: response.status, envelope: (await response.json()) as { isOk: boolean; code: number; message: string; data: unknown } });
    }
    return out;
  }, CALLS);
  expect(answers).toHaveLength(CALLS.length);
  for (const [i, { path, status, envelope }] of answers.entries()) {
    expect(status, path).toBe(200);
    expect({ isOk: envelope.isOk, code: envelope.code, message: envelope.message }, path).toEqual({ isOk: true, code: 200, message: path.split('?')[0] });
    expect(envelope.data, path).not.toBeNull();
    const sample = Array.isArray(envelope.data) ? envelope.data[0] : envelope.data;
    for (const key of CALLS[i].keys) expect(sample, `${path}: ${key}`).toHaveProperty(key);
  }
  const captcha = answers[0].envelope.data as { imgBase64: string };
  expect(captcha.imgBase64).toMatch(/^data:image\/png;base64,/);
  expect(answers[2].envelope.data).toBe(true);
});
