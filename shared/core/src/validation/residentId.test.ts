/** @jest-environment node */
import fc from 'fast-check';
import { ID_CARD_LENGTH, isResidentId, isValidBirthDate, residentIdCheckChar } from './index';

const TODAY = new Date(2024, 5, 15);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ymd = (date: Date) => `${date.getFullYear()}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}`;
const withCheck = (first17: string) => `${first17}${residentIdCheckChar(first17)}`;

const birthDate = fc.date({ min: new Date(1900, 0, 1), max: TODAY, noInvalidDate: true });
const validId = fc
  .tuple(fc.stringMatching(/^\d{6}$/), birthDate, fc.stringMatching(/^\d{3}$/))
  .map(([region, birth, sequence]) => withCheck(`${region}${ymd(birth)}${sequence}`));

describe('residentIdCheckChar', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44052418800101001', '4'],
    ['11010120000101001', '0'],
  ])('%p -> %p', (first17, expected) => {
    expect(residentIdCheckChar(first17)).toBe(expected);
  });

  it('is undefined for anything but 17 digits', () => {
    expect(residentIdCheckChar('1101051949123100')).toBeUndefined();
    expect(residentIdCheckChar('1101051949123100X')).toBeUndefined();
  });
});

describe('isValidBirthDate', () => {
  it.each([
    ['19000101', true],
    ['18991231', false],
    ['20000229', true],
    ['19000229', false],
    ['20230229', false],
    ['20240431', false],
    ['20241301', false],
    ['20240100', false],
    ['20240615', true],
    ['20240616', false],
    ['2024061', false],
  ])('%p -> %p', (value, expected) => {
    expect(isValidBirthDate(value, TODAY)).toBe(expected);
  });

  it('rejects day numbers past the end of their month', () => {
    const impossible = fc
      .record({ year: fc.integer({ min: 1900, max: 2023 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 29, max: 31 }) })
      .filter(({ year, month, day }) => day > new Date(year, month, 0).getDate());
    fc.assert(fc.property(impossible, ({ year, month, day }) => !isValidBirthDate(`${year}${pad(month, 2)}${pad(day, 2)}`, TODAY)));
  });
});

describe('isResidentId', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    [' 110105 19491231 002x ', true],
    ['110105194912310021', false],
    ['440524188001010014', false],
    ['110101200001010010', true],
    ['11010520240616001' + residentIdCheckChar('11010520240616001'), false],
    ['11010519490231002' + residentIdCheckChar('11010519490231002'), false],
    ['1101051949123100', false],
    ['11010519491231002XX', false],
    ['', false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isResidentId(value, TODAY)).toBe(expected);
  });

  it('accepts every generated ID with a real birth date and its check character', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(id).toHaveLength(ID_CARD_LENGTH);
        expect(isResidentId(id, TODAY)).toBe(true);
      }),
    );
  });

  it('rejects a generated ID with a wrong check character', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom(...'0123456789X'), (id, check) => {
        fc.pre(id[17] !== check);
        return !isResidentId(`${id.slice(0, 17)}${check}`, TODAY);
      }),
    );
  });

  it('rejects a birth date after today', () => {
    const future = fc.date({ min: new Date(2024, 5, 16), max: new Date(2099, 11, 31), noInvalidDate: true });
    fc.assert(fc.property(future, (birth) => !isResidentId(withCheck(`110105${ymd(birth)}001`), TODAY)));
  });
});
