/**
 * The user centre's lists while loading and after a failure (issue 47 item 7): no count until the
 * answer gives it, no empty state beside an error.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/world';
import { Persona, scenario, signInAs } from '../session/support';

const centre = (page: Page) => page.locator('[data-remote="mf_user_center"]');
// The state choices (antd's radio group, labelled 合同状态).
const stateChoices = (page: Page) => centre(page).locator('.uc-contract__states');

test('the contract tabs show no count during a slow load, then the counts', async ({ page, request }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/home/index' });
  await scenario(request, { method: 'GET', path: '/contract-common/v1/contract/list', times: 1, delayMs: 4000 });
  await page.goto('/cWeb/contract/enterprise/list');
  await expect(stateChoices(page)).toContainText('全部');
  await expect(stateChoices(page)).not.toContainText('（0）');
  await expect(stateChoices(page)).toContainText(/全部（[1-9]\d*）/);
});

test('the contract tabs show no count and no empty list beside 服务出错,请稍后再试', async ({ page, request }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/home/index' });
  await scenario(request, { method: 'GET', path: '/contract-common/v1/contract/list', times: 5, status: 500 });
  await page.goto('/cWeb/contract/enterprise/list');
  await expect(centre(page).getByRole('alert')).toContainText('服务出错,请稍后再试');
  await expect(stateChoices(page)).not.toContainText(/（\d+）/);
  await expect(centre(page).getByText('暂无合同')).toHaveCount(0);
});

test('the download centre shows 文件服务异常 with no 暂无可下载的文件 beside it', async ({ page, request }) => {
  await signInAs(page, request, Persona.oneCompany, { path: '/home/index' });
  await scenario(request, { method: 'GET', path: '/ps/communal/file/list', times: 5, status: 500 });
  await page.goto('/cWeb/download/center');
  await expect(centre(page).getByRole('alert')).toContainText('文件服务异常');
  await expect(centre(page).getByText('暂无可下载的文件')).toHaveCount(0);
});
