/** @jest-environment node */
import type { AdminChangeView, ChangeInfoAnswer, ChangeSide, LegalChangeStep, LegalChangeView } from '../api/change';
import { adminChangePages, adminChangeTodo, changeEntryPath, changeStates, isLegalChangeBusinessType, keepsLegalChangeDraft, legalChangeLanding, legalChangePages, legalChangeTodo, taskLanding } from './change';

const legal = (step: LegalChangeStep, side: ChangeSide): LegalChangeView => ({
  instId: 'LC1',
  businessType: '11001',
  step,
  side,
  newLegalName: '林晓雪',
  newLegalMobile: '138****0031',
  rejectReasons: [],
  updatedAt: 0,
});
const admin = (step: AdminChangeView['step'], side: ChangeSide): AdminChangeView => ({
  instId: 'AC1',
  step,
  side,
  applicantName: '周涛',
  legalName: '高敏',
  legalMobile: '137****0120',
  refusal: null,
  updatedAt: 0,
});

describe('legalChangePages: the pages a legal-representative change allows', () => {
  it.each<[LegalChangeStep | null, ChangeSide, boolean, string[]]>([
    [null, 'admin', true, ['/LegalChange/admin/upload']],
    [null, 'other', false, []],
    ['UPLOAD', 'admin', true, ['/LegalChange/admin/upload']],
    ['WAIT_LEGAL', 'admin', true, ['/LegalChange/admin/notifyLegal']],
    ['MANUAL_REVIEW', 'admin', true, ['/LegalChange/admin/manualReview']],
    ['REJECTED', 'admin', true, ['/LegalChange/admin/reject', '/LegalChange/admin/upload']],
    ['SUCCESS', 'admin', true, ['/LegalChange/Legal/result']],
    ['UPLOAD', 'legal', false, []],
    ['WAIT_LEGAL', 'legal', false, ['/LegalChange/Legal/sign', '/LegalChange/Legal/change']],
    ['MANUAL_REVIEW', 'legal', false, ['/LegalChange/Legal/result']],
    ['REJECTED', 'legal', false, ['/LegalChange/Legal/result']],
    ['SUCCESS', 'legal', false, ['/LegalChange/Legal/result']],
    ['WAIT_LEGAL', 'other', false, []],
  ])('%s as %s (administrator %s) allows %j', (step, side, isAdministrator, pages) => {
    const change = step ? legal(step, side) : null;
    expect(legalChangePages(change, isAdministrator)).toEqual(pages);
    expect(legalChangeLanding(change, isAdministrator)).toBe(pages[0] ?? null);
  });
});

describe('adminChangePages', () => {
  it.each<[AdminChangeView['step'] | null, ChangeSide, string[]]>([
    [null, 'other', ['/AdminChange/become/change']],
    ['WAIT_LEGAL', 'applicant', ['/AdminChange/become/notifyLegal']],
    ['SUCCESS', 'applicant', ['/AdminChange/result']],
    ['REFUSED', 'applicant', ['/AdminChange/result', '/AdminChange/become/change']],
    ['WAIT_LEGAL', 'other', []],
    ['SUCCESS', 'other', ['/AdminChange/become/change']],
  ])('%s as %s allows %j', (step, side, pages) => {
    expect(adminChangePages(step ? admin(step, side) : null)).toEqual(pages);
  });
});

describe('taskLanding: a task link lands on the right step', () => {
  const info = (legalChange: LegalChangeView | null, adminChange: AdminChangeView | null): ChangeInfoAnswer => ({ entCode: '91310105MA1X', entName: '某公司', legalChange, adminChange });
  it.each<[string, 'LEGAL' | 'ADMIN', ChangeInfoAnswer, boolean, string | null]>([
    ['new legal representative to sign', 'LEGAL', info(legal('WAIT_LEGAL', 'legal'), null), false, '/LegalChange/Legal/sign?creditCode=91310105MA1X'],
    ['administrator to a rejection', 'LEGAL', info(legal('REJECTED', 'admin'), null), true, '/LegalChange/admin/reject?creditCode=91310105MA1X'],
    ['a stranger to nothing', 'LEGAL', info(legal('WAIT_LEGAL', 'other'), null), false, null],
    ['applicant to the administrator result', 'ADMIN', info(null, admin('SUCCESS', 'applicant')), false, '/AdminChange/result?creditCode=91310105MA1X'],
  ])('%s', (_name, way, answer, isAdministrator, path) => {
    expect(taskLanding(way, answer, isAdministrator)).toBe(path);
  });
});

describe('changeStates: what blocks product entry', () => {
  it.each<[LegalChangeStep | null, AdminChangeView['step'] | null, string, string]>([
    [null, null, 'none', 'none'],
    ['UPLOAD', null, 'inProgress', 'none'],
    ['REJECTED', null, 'inProgress', 'none'],
    ['SUCCESS', null, 'none', 'none'],
    [null, 'WAIT_LEGAL', 'none', 'inProgress'],
    [null, 'SUCCESS', 'none', 'none'],
    [null, 'REFUSED', 'none', 'none'],
  ])('legal %s, admin %s', (l, a, legalChange, adminChange) => {
    expect(changeStates({ legalChange: l ? legal(l, 'admin') : null, adminChange: a ? admin(a, 'applicant') : null })).toEqual({ legalChange, adminChange });
  });
});

describe('keepsLegalChangeDraft: the typed new legal representative stays until the change succeeds', () => {
  it.each([
    ['no change yet', null, true],
    ['uploading', 'UPLOAD', true],
    ['waiting for the new legal representative', 'WAIT_LEGAL', true],
    ['in review', 'MANUAL_REVIEW', true],
    ['rejected: 重新上传材料 shows what was typed', 'REJECTED', true],
    ['succeeded: a later change starts blank', 'SUCCESS', false],
  ] as const)('%s', (_name, step, kept) => expect(keepsLegalChangeDraft(step ? { step } : null)).toBe(kept));
});

describe('isLegalChangeBusinessType', () => {
  it.each([
    ['11001', true],
    ['11002', true],
    ['11003', false],
    ['abt_ent_basic', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isLegalChangeBusinessType(value)).toBe(expected);
  });
});

describe('changeEntryPath: where the user centre starts a change', () => {
  it.each<['legal' | 'admin', string]>([
    ['legal', '/LegalChange/admin/upload?creditCode=91310105MA1X'],
    ['admin', '/AdminChange/become/change?creditCode=91310105MA1X'],
  ])('%s → %s', (kind, path) => {
    expect(changeEntryPath(kind, '91310105MA1X')).toBe(path);
  });
});

describe('legalChangeTodo and adminChangeTodo: a change waiting on the caller, and the page it lands on', () => {
  it.each<[LegalChangeStep | null, ChangeSide, string | null]>([
    [null, 'admin', null],
    ['UPLOAD', 'admin', '/LegalChange/admin/upload'],
    ['WAIT_LEGAL', 'admin', null],
    ['MANUAL_REVIEW', 'admin', null],
    ['REJECTED', 'admin', '/LegalChange/admin/reject'],
    ['SUCCESS', 'admin', null],
    ['UPLOAD', 'legal', null],
    ['WAIT_LEGAL', 'legal', '/LegalChange/Legal/sign'],
    ['MANUAL_REVIEW', 'legal', null],
    ['SUCCESS', 'legal', null],
    ['WAIT_LEGAL', 'other', null],
  ])('legal change %s as %s: %s', (step, side, page) => {
    expect(legalChangeTodo(step ? legal(step, side) : null)).toBe(page);
  });

  it.each<[AdminChangeView['step'] | null, ChangeSide, string | null]>([
    [null, 'other', null],
    ['WAIT_LEGAL', 'applicant', null],
    ['SUCCESS', 'applicant', null],
    ['REFUSED', 'applicant', '/AdminChange/result'],
    ['REFUSED', 'other', null],
  ])('administrator change %s as %s: %s', (step, side, page) => {
    expect(adminChangeTodo(step ? admin(step, side) : null)).toBe(page);
  });
});
