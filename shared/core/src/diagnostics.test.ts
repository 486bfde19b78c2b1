/** @jest-environment node */
import { bus, coreInstanceCount } from './index';

describe('core diagnostics', () => {
  it('counts this copy of @portal/core', () => {
    expect(coreInstanceCount()).toBe(1);
  });

  it('hands the live bus to no global', () => {
    expect(bus).toEqual(expect.objectContaining({ on: expect.any(Function), off: expect.any(Function), emit: expect.any(Function) }));
    expect(Object.keys(globalThis)).not.toContain('__portalCore');
    expect(Object.values(globalThis).some((value) => typeof value === 'object' && value !== null && Object.values(value).includes(bus))).toBe(false);
  });
});
