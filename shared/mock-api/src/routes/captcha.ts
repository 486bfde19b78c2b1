/** The slide-puzzle captcha: fetch a puzzle, check a drag, and the second-token check. */
import {  type SliderChallenge, type SliderCheckRequest, type SliderCheckResult, errorMessages } from '@portal/core';
import { BackgroundPool, drawPuzzle } from '../captcha-image';
import type { RouteContext } from '../context';
import { httpError, ok } from '../envelope';
import { perMinute } from '../limits/rate-limit';
import { route, type MockServer } from '../route';

const BASE = '/uc/v1/api/unified/login';

/** Accepted distance, in px at 310 wide, between the drag offset and the gap. */
const TOLERANCE_PX = 5;

type CheckBody = SliderCheckRequest;
const tags = ['captcha'];

/**
 * Reads the drag offset: the piece's left edge in px of the 310-wide image (scale a narrower
 * rendering to 310 before sending). Accepted, first match wins:
 *   point: {x: 123, y: 5}         an object (y is ignored: the piece only moves sideways)
 *   point: '{"x":123,"y":5}'      the same as JSON text (AJ-Captcha's pointJson)
 *   point: 123 (or '123')         the offset alone
 *   x: 123 (beside token)         the offset at top level
 */
export function readOffset(body: CheckBody): number | undefined {
  const asNumber = (value: unknown): number | undefined => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
  };
  let point = body.point;
  if (typeof point === 'string' && point.trim().startsWith('{')) {
    try {
      point = JSON.parse(point) as unknown;
    } catch {
      return undefined;
    }
  }
  if (point !== null && typeof point === 'object') return asNumber((point as { x?: unknown }).x);
  return asNumber(point) ?? asNumber(body.x);
}

export function captchaRoutes(api: MockServer, { state }: RouteContext): void {
  const limits = state.limits;
  // One pool per mock instance: a seeded instance draws the same puzzles whatever ran before it.
  const pool = new BackgroundPool();
  const fetchSchema = route({ call: 'slider', summary: 'A new slide puzzle (plain Base64 PNGs); rate-limited per client address', tags });
  api.get(`${BASE}/slide-verify-code`, { config: perMinute(limits.sliderFetchesPerMinute), schema: fetchSchema }, async () => {
    const puzzle = drawPuzzle(state.random, pool);
    const { token } = state.addCaptcha(puzzle.x, puzzle.y);
    return ok<SliderChallenge>({ originalImageBase64: puzzle.originalImageBase64, jigsawImageBase64: puzzle.jigsawImageBase64, token });
  });

  api.post(
    `${BASE}/slide-verify-code/check`,
    {
      config: perMinute(limits.sliderChecksPerMinute),
      schema: route({
        call: 'sliderCheck',
        summary: 'Check a drag: point {x, y}, its JSON text, a number, or x beside token; rate-limited per client address',
        tags,
      }),
    },
    async (request) => {
      const offset = readOffset(request.body);
      if (offset === undefined) throw httpError(400, '缺少滑块位置：point 须为 {x, y} 或数字');
      const answer = state.takeCaptcha(request.body.token);
      if (!answer) return ok<SliderCheckResult>({ isSuccess: false, secondToken: null }, '验证码已失效，请重新获取');
      if (Math.abs(offset - answer.x) > TOLERANCE_PX) return ok({ isSuccess: false, secondToken: null }, errorMessages.sliderWrong);
      return ok({ isSuccess: true, secondToken: state.issueSecondToken(answer.token) }, '验证成功');
    },
  );

  // The spec names this call without its payload; here it tells whether a second token is still usable.
  api.post(
    `${BASE}/captchaVerification`,
    { schema: route({ call: 'secondTokenCheck', summary: 'Is a second token still usable', tags }) },
    async (request) => ok({ isSuccess: state.isSecondTokenLive(request.body.secondToken) }),
  );
}
