/** @jest-environment node */
import { contractPdf, type StoredContract } from './world';

const hexOf = (text: string): string => Array.from(text, (ch) => (ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('');

describe('a contract PDF', () => {
  it('dates the contract by its China day, also in China’s early morning', () => {
    const contract = {
      name: '保理合同',
      contractNo: 'HT0001',
      parties: [],
      amount: 1000,
      // 2026-03-01 20:30 UTC is 2026-03-02 04:30 in China.
      createdAt: Date.UTC(2026, 2, 1, 20, 30),
      seal: null,
    } as unknown as StoredContract;
    const pdf = contractPdf(contract).toString('latin1');
    expect(pdf).toContain(hexOf('签订日期：2026-03-02'));
  });
});
