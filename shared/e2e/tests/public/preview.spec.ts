import { expect } from '@playwright/test';
import { test } from '../support/world';
import { scenario } from '../session/support';
import { content } from './support';

test('a PDF renders with pdf.js, page by page', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/view/pdf/treasury-brochure.pdf');
  const body = content(page);
  await expect(body.getByText('共 2 页')).toBeVisible();
  const first = body.getByRole('img', { name: '第 1 页' });
  await expect(first).toBeVisible();
  await expect(body.getByRole('img', { name: '第 2 页' })).toBeVisible();
  // Drawn, not blank: the blue title band of the brochure is on the first page.
  await expect
    .poll(() =>
      first.evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d');
        if (!ctx || canvas.width === 0) return 0;
        const { data } = ctx.getImageData(0, 0, canvas.width, Math.floor(canvas.height / 10));
        let blue = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 2] > 150 && data[i] < 80) blue += 1;
        return blue;
      }),
    )
    .toBeGreaterThan(1000);
});

test('an image renders', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/view/image/treasury-overview.png');
  const img = content(page).getByRole('img', { name: 'treasury-overview.png' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(640);
});

test('a video loads with the playback rates', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/view/video/treasury-intro.mp4');
  const video = content(page).locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState >= 1 && Math.round(el.duration))).toBe(12);
  await content(page).getByRole('button', { name: '1.5x' }).click();
  expect(await video.evaluate((el: HTMLVideoElement) => el.playbackRate)).toBe(1.5);
});

test('a missing file shows its message', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/view/pdf/no-such-file.pdf');
  await expect(content(page).getByText('文件不存在或已被删除')).toBeVisible();
  await expect(content(page).getByRole('button', { name: '下载文件' })).toBeDisabled();
});

test('a type it cannot show says so and downloads', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/view/file/fund-plan-template.csv');
  await expect(content(page).getByText('暂不支持在线预览该类型的文件，请下载后查看')).toBeVisible();
  const download = page.waitForEvent('download');
  await content(page).getByRole('button', { name: '下载文件' }).click();
  expect((await download).suggestedFilename()).toBe('fund-plan-template.csv');
});

test('templates open in the preview and download', async ({ page }) => {
  await page.goto('/cWeb/treasuryFront/temp');
  const download = page.waitForEvent('download');
  await content(page).getByRole('button', { name: '下载司库服务线下申请表' }).click();
  expect((await download).suggestedFilename()).toBe('treasury-application-form.pdf');
  await content(page).getByRole('link', { name: '预览银行账户信息查询授权书' }).click();
  await expect(page).toHaveURL(/\/treasuryFront\/view\/pdf\/account-authorization\.pdf$/);
  await expect(content(page).getByText('共 1 页')).toBeVisible();
});

test('an image or a video the browser cannot decode: the image fallback and the video message, the download stays', async ({ page }) => {
  // The file service answers, but with bytes that are not what their type says.
  await page.route('**/file/broken-scan.png', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from('not a picture') }));
  await page.route('**/file/broken-clip.mp4', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: Buffer.from('not a video') }));
  await page.goto('/cWeb/treasuryFront/view/image/broken-scan.png');
  await expect(content(page).getByRole('img', { name: '图片加载失败' })).toBeVisible();
  await expect(content(page).getByRole('button', { name: '下载文件' })).toBeEnabled();
  await page.goto('/cWeb/treasuryFront/view/video/broken-clip.mp4');
  await expect(content(page).getByText('此视频暂无法播放，请稍后再试')).toBeVisible();
  await expect(content(page).getByRole('button', { name: '下载文件' })).toBeEnabled();
});

test('a missing image or video shows the missing-file message, not an empty viewer', async ({ page }) => {
  for (const path of ['image/no-such-scan.png', 'video/no-such-clip.mp4']) {
    await page.goto(`/cWeb/treasuryFront/view/${path}`);
    await expect(content(page).getByText('文件不存在或已被删除')).toBeVisible();
    await expect(content(page).getByRole('button', { name: '下载文件' })).toBeDisabled();
  }
});

test('a template the file service refuses with 1004002 downloads nothing and says nothing (spec 001 section 8)', async ({ page, request }) => {
  await page.goto('/cWeb/treasuryFront/temp');
  await scenario(request, { method: 'GET', path: '/treasury/v1/file/treasury-application-form.pdf', times: 1, code: 1004002, message: '文件不存在' });
  const refused = page.waitForResponse((r) => r.url().includes('/treasury/v1/file/treasury-application-form.pdf'));
  await content(page).getByRole('button', { name: '下载司库服务线下申请表' }).click();
  await refused;
  await expect(content(page).getByRole('button', { name: '下载司库服务线下申请表' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('文件下载服务异常，请联系客服')).toHaveCount(0);
});
