/** @jest-environment node */
import type { ChangeInfoAnswer, LegalChangeView, AdminChangeView } from '@portal/core';
import { companyTodos } from './todos';

const legal = (step: LegalChangeView['step'], side: LegalChangeView['side']): LegalChangeView => ({
  instId: 'L1',
  businessType: '11001',
  step,
  side,
  newLegalName: null,
  newLegalMobile: null,
  rejectReasons: [],
  updatedAt: 0,
});
const admin = (step: AdminChangeView['step'], side: AdminChangeView['side']): AdminChangeView => ({
  instId: 'A1',
  step,
  side,
  applicantName: '',
  legalName: '',
  legalMobile: '',
  refusal: null,
  updatedAt: 0,
});
const changes = (legalChange: LegalChangeView | null, adminChange: AdminChangeView | null): ChangeInfoAnswer => ({ entCode: 'E1', entName: 'X', legalChange, adminChange });
const kinds = (input: Parameters<typeof companyTodos>[0]) => companyTodos(input).map((t) => `${t.kind} ${t.to}`);

describe('companyTodos', () => {
  it.each([
    [legal('WAIT_LEGAL', 'legal'), null, ['legalToSign /LegalChange/Legal/sign?creditCode=E1']],
    [legal('UPLOAD', 'admin'), null, ['legalUpload /LegalChange/admin/upload?creditCode=E1']],
    [legal('REJECTED', 'admin'), null, ['legalRejected /LegalChange/admin/reject?creditCode=E1']],
    [legal('MANUAL_REVIEW', 'admin'), null, []],
    [legal('WAIT_LEGAL', 'admin'), null, []],
    [null, admin('REFUSED', 'applicant'), ['adminRefused /AdminChange/result?creditCode=E1']],
    [null, admin('WAIT_LEGAL', 'applicant'), []],
  ])('a change (%o, %o) waits for this user: %o', (l, a, expected) => {
    expect(kinds({ changes: changes(l, a), entToSign: 0, personToSign: 0 })).toEqual(expected);
  });

  it('lists materials sent back and the contracts to sign with their counts', () => {
    const todos = companyTodos({ changes: null, rejectedAuthPath: '/AuthEnterprise/AuthReject?type=ContinueAuth', entToSign: 3, personToSign: 1 });
    expect(todos).toEqual([
      { kind: 'entRejected', to: '/AuthEnterprise/AuthReject?type=ContinueAuth' },
      { kind: 'entContracts', count: 3, to: '/contract/enterprise/list?status=TO_SIGN' },
      { kind: 'personContracts', count: 1, to: '/contract/person/list?status=TO_SIGN' },
    ]);
    expect(companyTodos({ entToSign: 0, personToSign: 0 })).toEqual([]);
  });
});
