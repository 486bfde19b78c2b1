import { PNG } from 'pngjs';
import { BLOCK, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, MIN_GAP_X } from '../captcha-image';
import { CAPTCHA_TTL_MS, SECOND_TOKEN_TTL_MS } from '../state';
import { type Harness, LOGIN, startHarness } from '../test-client';
import { readOffset } from './captcha';

let h: Harness;
beforeEach(async () => {
  h = await startHarness(7);
});
afterEach(async () => {
  await h.app.close();
});

interface Puzzle {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
}
interface Check {
  isSuccess: boolean;
  secondToken: string | null;
}

async function newPuzzle(): Promise<{ puzzle: Puzzle; x: number; y: number }> {
  const puzzle = (await h.call<Puzzle>('GET', `${LOGIN}/slide-verify-code`)).body.data;
  const answer = (await h.control('GET', '/__mock/captcha/latest')).json<{ token: string; x: number; y: number }>();
  expect(answer.token).toBe(puzzle.token);
  return { puzzle, x: answer.x, y: answer.y };
}

const check = (token: string, point: unknown) => h.call<Check>('POST', `${LOGIN}/slide-verify-code/check`, { token, point });

describe('slide-verify-code', () => {
  it('draws a 310x155 background and a 47-wide piece strip whose piece sits at the gap height', async () => {
    const { puzzle, x, y } = await newPuzzle();
    const background = PNG.sync.read(Buffer.from(puzzle.originalImageBase64, 'base64'));
    const piece = PNG.sync.read(Buffer.from(puzzle.jigsawImageBase64, 'base64'));
    expect([background.width, background.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect([piece.width, piece.height]).toEqual([BLOCK, CAPTCHA_HEIGHT]);
    expect(x).toBeGreaterThanOrEqual(MIN_GAP_X);
    expect(x + BLOCK).toBeLessThanOrEqual(CAPTCHA_WIDTH);

    const opaqueRows = new Set<number>();
    for (let row = 0; row < piece.height; row += 1) {
      for (let col = 0; col < piece.width; col += 1) if (piece.data[(row * piece.width + col) * 4 + 3] > 0) opaqueRows.add(row);
    }
    expect(Math.min(...opaqueRows)).toBeGreaterThanOrEqual(y);
    expect(Math.max(...opaqueRows)).toBeLessThan(y + BLOCK);
    expect(opaqueRows.size).toBeGreaterThan(30);
  });

  it('puts the gap at different places', async () => {
    const places = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const { x, y } = await newPuzzle();
      places.add(`${x},${y}`);
    }
    expect(places.size).toBeGreaterThan(3);
  });
});

describe('slide-verify-code/check', () => {
  it('accepts the offset within 5 px and gives a second token', async () => {
    const { puzzle, x } = await newPuzzle();
    const result = await check(puzzle.token, { x: x - 5, y: 5 });
    expect(result.body).toMatchObject({ code: 200, message: '验证成功', data: { isSuccess: true } });
    expect(result.body.data.secondToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a wrong position with 滑块位置错误, and the token is then spent', async () => {
    const { puzzle, x } = await newPuzzle();
    const wrong = await check(puzzle.token, { x: x + 6, y: 5 });
    expect(wrong.body).toMatchObject({ code: 200, message: '滑块位置错误', data: { isSuccess: false, secondToken: null } });
    const retry = await check(puzzle.token, { x, y: 5 });
    expect(retry.body).toMatchObject({ message: '验证码已失效，请重新获取', data: { isSuccess: false } });
  });

  it('is single-use after a success too', async () => {
    const { puzzle, x } = await newPuzzle();
    expect((await check(puzzle.token, { x, y: 5 })).body.data.isSuccess).toBe(true);
    expect((await check(puzzle.token, { x, y: 5 })).body.data.isSuccess).toBe(false);
  });

  it('expires after two minutes', async () => {
    const { puzzle, x } = await newPuzzle();
    h.advance(CAPTCHA_TTL_MS);
    expect((await check(puzzle.token, { x, y: 5 })).body).toMatchObject({ message: '验证码已失效，请重新获取', data: { isSuccess: false } });
  });

  it('answers 400 when no offset is given', async () => {
    const { puzzle } = await newPuzzle();
    const result = await h.call('POST', `${LOGIN}/slide-verify-code/check`, { token: puzzle.token });
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('point');
  });
});

describe('captchaVerification', () => {
  it('tells whether a second token is still usable', async () => {
    const { token, secondToken } = await h.solveCaptcha();
    const verify = () => h.call<{ isSuccess: boolean }>('POST', `${LOGIN}/captchaVerification`, { secondToken });
    expect((await verify()).body.data.isSuccess).toBe(true);
    await h.call('POST', `${LOGIN}/sms-verify-code`, { mobileNo: '13800000000', secondToken, token });
    expect((await verify()).body.data.isSuccess).toBe(false);
  });

  it('lets a second token lapse after two minutes', async () => {
    const captcha = await h.solveCaptcha();
    h.advance(SECOND_TOKEN_TTL_MS);
    const sent = await h.call('POST', `${LOGIN}/sms-verify-code`, { mobileNo: '13800000000', ...captcha });
    expect(sent.body).toMatchObject({ code: 501001, message: '滑块验证已失效，请重新验证' });
  });
});

describe('readOffset', () => {
  it.each([
    [{ token: 't', point: { x: 120, y: 5 } }, 120],
    [{ token: 't', point: '{"x":120.5,"y":5}' }, 120.5],
    [{ token: 't', point: 120 }, 120],
    [{ token: 't', point: '120' }, 120],
    [{ token: 't', x: 120 }, 120],
    [{ token: 't', point: '{bad' }, undefined],
    [{ token: 't', point: { y: 5 } }, undefined],
    [{ token: 't' }, undefined],
  ])('%j -> %s', (body, expected) => {
    expect(readOffset(body)).toBe(expected);
  });
});

describe('control API for the captcha', () => {
  it('answers 404 JSON for an unknown token and before any puzzle', async () => {
    const latest = await h.control('GET', '/__mock/captcha/latest');
    expect(latest.statusCode).toBe(404);
    expect(latest.json()).toMatchObject({ success: false, message: 'no captcha issued yet' });
    expect((await h.control('GET', '/__mock/captcha/nope')).statusCode).toBe(404);
  });
});
