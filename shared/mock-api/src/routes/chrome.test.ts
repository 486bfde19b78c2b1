import type { FastifyInstance } from 'fastify';
import { createMockApp } from '../app';
import { answerFor } from './chrome';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createMockApp();
});
afterEach(async () => {
  await app.close();
});

const ask = (question: unknown) =>
  app.inject({ method: 'POST', url: '/__mock/chrome/chat/ask', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ question }) });

describe('the simulated AI assistant', () => {
  it.each([
    ['怎么登录？', '短信验证码登录'],
    ['忘记密码怎么办', '忘记密码'],
    ['验证码收不到', '6位数字'],
    ['如何完成企业认证', '四种方式'],
    ['个人实名认证要准备什么', '身份证号'],
    ['有哪些产品', '订单融资'],
  ])('answers %s', async (question, expected) => {
    const res = await ask(question);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ known: true, answer: expect.stringContaining(expected) });
  });

  it('says when it does not know', async () => {
    expect((await ask('今天天气怎么样')).json()).toEqual({ known: false, answer: '' });
    expect(answerFor('明天下雨吗').known).toBe(false);
  });

  it('refuses an empty question or one over 50 characters', async () => {
    expect((await ask('')).statusCode).toBe(400);
    expect((await ask('登'.repeat(51))).statusCode).toBe(400);
    expect((await ask('登'.repeat(50))).statusCode).toBe(200);
  });

  it('is unreachable for the next N questions when told to', async () => {
    await app.inject({ method: 'POST', url: '/__mock/chrome/scenario', payload: { askFailures: 1 } });
    expect((await ask('怎么登录')).statusCode).toBe(503);
    expect((await ask('怎么登录')).statusCode).toBe(200);
  });
});

describe('the chat SDK script and the service page', () => {
  it('serves the SDK as uncached JavaScript that installs PortalChatSDK', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/chrome/chat-sdk.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('window.PortalChatSDK');
  });

  it('serves the SDK late once when a delay is asked for', async () => {
    await app.inject({ method: 'POST', url: '/__mock/chrome/scenario', payload: { sdkDelayMs: 300 } });
    let started = Date.now();
    await app.inject({ method: 'GET', url: '/__mock/chrome/chat-sdk.js' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    started = Date.now();
    await app.inject({ method: 'GET', url: '/__mock/chrome/chat-sdk.js' });
    expect(Date.now() - started).toBeLessThan(280);
  });

  it('serves the customer-service page', async () => {
    const res = await app.inject({ method: 'GET', url: '/__mock/chrome/service' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('在线客服（模拟）');
  });
});
