/**
 * Every test in a mock world of its own (issue 45; shared/mock-api's README "Worlds"): the
 * `world` fixture creates a fresh world through the mock's API before the test and deletes it
 * after, every browser context of the test (the `page` fixture's and any `browser.newContext()`)
 * carries its `mock_world` cookie, and the `request` fixture names it in the `x-mock-world`
 * header. So no test resets a state another test uses, and workers may share one server.
 * Specs import `test` from here (lint refuses `test` from '@playwright/test' in a spec).
 */
import { test as base, expect } from '@playwright/test';

export { expect };

export const WORLD_COOKIE = 'mock_world';
export const WORLD_HEADER = 'x-mock-world';

export interface MockWorld {
  id: string;
  name: string;
}

export const test = base.extend<{ world: MockWorld }>({
  world: async ({ playwright, baseURL }, provide, testInfo) => {
    const api = await playwright.request.newContext({ baseURL });
    const created = await api.post('/__mock/worlds', { data: { name: testInfo.title.slice(0, 60) } });
    expect(created.status(), await created.text()).toBe(201);
    const world = (await created.json()) as MockWorld;
    await provide(world);
    await api.delete(`/__mock/worlds/${world.id}`);
    await api.dispose();
  },
  // The options of every context the test makes, page's and browser.newContext()'s alike.
  storageState: async ({ world, baseURL }, provide) => {
    const domain = new URL(baseURL ?? 'http://localhost').hostname;
    await provide({ cookies: [{ name: WORLD_COOKIE, value: world.id, domain, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }], origins: [] });
  },
  request: async ({ playwright, world }, provide) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { [WORLD_HEADER]: world.id } });
    await provide(request);
    await request.dispose();
  },
});
