/** @jest-environment node */
import fc from 'fast-check';
import { isRealName } from './index';

describe('isRealName', () => {
  it.each([
    ['张三', true],
    ['欧阳娜娜', true],
    ['阿依古丽·买买提', true],
    ['让·雅克·卢梭', true],
    ['𠮷野', true],
    ['张', true],
    ['·张三', false],
    ['张三·', false],
    ['张··三', false],
    ['张 三', false],
    [' 张三\u3000', true],
    ['张三a', false],
    ['Zhang San', false],
    ['张•三', false],
    ['', false],
    [undefined, false],
  ])('%p -> %p', (value, expected) => {
    expect(isRealName(value)).toBe(expected);
  });

  const ideograph = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCodePoint(code));
  const part = fc.array(ideograph, { minLength: 1, maxLength: 4 }).map((c) => c.join(''));
  const name = fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('·'));

  it('accepts ideograph parts joined by single middle dots', () => {
    fc.assert(fc.property(name, (value) => isRealName(value)));
  });

  it('rejects a name that starts or ends with a dot', () => {
    fc.assert(fc.property(name, fc.boolean(), (value, atStart) => !isRealName(atStart ? `·${value}` : `${value}·`)));
  });

  it('rejects a name holding any visible ASCII character', () => {
    const ascii = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(name, ascii, fc.nat(), (value, inserted, at) => {
        const i = at % (value.length + 1);
        return !isRealName(`${value.slice(0, i)}${inserted}${value.slice(i)}`);
      }),
    );
  });
});
