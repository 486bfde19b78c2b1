/** @jest-environment node */
import fc from 'fast-check';
import { trimForm } from './index';

describe('trimForm', () => {
  it('trims strings, recurses into plain objects and leaves everything else alone', () => {
    const when = new Date(2024, 0, 1);
    const tags = [' a ', 'b '];
    const form = {
      mobileNo: ' 13800138000 ',
      count: 3,
      agreed: true,
      empty: null,
      missing: undefined,
      when,
      tags,
      company: { companyName: '\t某某公司\n', creditCode: ' 91350100M000100Y43', level: { note: ' x ' } },
    };
    expect(trimForm(form)).toEqual({
      mobileNo: '13800138000',
      count: 3,
      agreed: true,
      empty: null,
      missing: undefined,
      when,
      tags,
      company: { companyName: '某某公司', creditCode: '91350100M000100Y43', level: { note: 'x' } },
    });
    expect(trimForm(form).tags).toBe(tags);
    expect(trimForm(form).when).toBe(when);
  });

  it('does not change its input', () => {
    const form = { name: ' 张三 ', nested: { id: ' 1 ' } };
    trimForm(form);
    expect(form).toEqual({ name: ' 张三 ', nested: { id: ' 1 ' } });
  });

  it('keeps the keys, trims every string value and is idempotent', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value), (form) => {
        const trimmed = trimForm(form);
        expect(Object.keys(trimmed)).toEqual(Object.keys(form));
        for (const [key, original] of Object.entries(form)) {
          expect(trimmed[key]).toBe(typeof original === 'string' ? original.trim() : original);
        }
        expect(trimForm(trimmed)).toEqual(trimmed);
      }),
    );
  });
});
