/** @jest-environment node */
import {
  backToTopPositions,
  isMobileWidth,
  nextTopBarState,
  showsBackToTop,
  videoSize,
  type TopBarState,
} from './rules';

describe('the top bar', () => {
  it.each<[TopBarState, number, number, TopBarState]>([
    ['static', 0, 10, 'static'],
    ['static', 10, 32, 'static'],
    ['static', 32, 33, 'fixed'],
    ['static', 0, 220, 'fixed'],
    ['fixed', 200, 221, 'hidden'],
    ['fixed', 220, 500, 'hidden'],
    ['hidden', 500, 900, 'hidden'],
    ['hidden', 900, 850, 'fixed'],
    ['fixed', 850, 850, 'fixed'],
    ['hidden', 850, 850, 'hidden'],
    ['static', 0, 600, 'hidden'],
    ['hidden', 600, 200, 'fixed'],
    ['fixed', 200, 20, 'static'],
  ])('from %s at %i, scrolled to %i: %s', (previous, previousY, y, expected) => {
    expect(nextTopBarState(previous, previousY, y)).toBe(expected);
  });
});

describe('the breakpoint', () => {
  it.each([
    [375, true],
    [1023, true],
    [1024, false],
    [1440, false],
  ])('%i px wide is mobile: %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
});

describe('back to top', () => {
  it.each([
    [0, false],
    [400, false],
    [800, false],
    [801, true],
    [5000, true],
  ])('at %i px of scroll shows: %s', (y, shown) => {
    expect(showsBackToTop(y)).toBe(shown);
  });

  it('scrolls to 0 in about 500 ms of 16.7 ms steps, never moving down', () => {
    const positions = backToTopPositions(3000);
    expect(positions).toHaveLength(30);
    expect(positions.length * 16.7).toBeCloseTo(500, -1);
    expect(positions[positions.length - 1]).toBe(0);
    for (let i = 1; i < positions.length; i += 1) expect(positions[i]).toBeLessThanOrEqual(positions[i - 1]);
    expect(positions[0]).toBeLessThan(3000);
  });
});

describe('the video dialog', () => {
  it.each([
    [1440, 1000, 562],
    [1920, 1000, 562],
    [2559, 1000, 562],
    [2560, 1300, 730.6],
    [2561, 1000, 562],
    [3840, 1000, 562],
  ])('on a %i px wide screen is %i × %d', (screen, width, height) => {
    expect(videoSize(screen)).toEqual({ width, height });
  });
});
