/** @jest-environment node */
import { authErrorActionPath, authErrorCase, authErrorMessage, type AuthErrorCase, type AuthErrorInput } from './authError';

const none = { legalChange: 'none', adminChange: 'none' } as const;
const sts = (value: string, subSts: string | null = null) => ({ sts: value, subSts });

describe('authErrorCase: which of the five cases a company is in', () => {
  it.each<[string, AuthErrorInput, AuthErrorCase | null]>([
    ['linked, never started', { linked: true, sts: null, changes: none }, null],
    ['linked, in progress', { linked: true, sts: sts('PROCESSING', 'ENT_4_FINISH'), changes: none }, null],
    ['no longer linked', { linked: false, sts: sts('PROCESSING', 'ENT_4_FINISH'), changes: none }, 'associationRemoved'],
    ['unlinked wins over a change', { linked: false, sts: null, changes: { legalChange: 'inProgress', adminChange: 'none' } }, 'associationRemoved'],
    ['legal representative changing', { linked: true, sts: sts('SUCCESS'), changes: { legalChange: 'inProgress', adminChange: 'none' } }, 'legalChange'],
    ['administrator changing', { linked: true, sts: sts('SUCCESS'), changes: { legalChange: 'none', adminChange: 'inProgress' } }, 'adminChange'],
    ['both changing: the legal representative first', { linked: true, sts: sts('SUCCESS'), changes: { legalChange: 'inProgress', adminChange: 'inProgress' } }, 'legalChange'],
    ['expired by its status', { linked: true, sts: sts('EXPIRED'), changes: none }, 'expired'],
    ['expired by the summary', { linked: true, sts: sts('SUCCESS'), platformAuthSts: 'EXPIRED', changes: none }, 'expired'],
    ['authenticated, opened again', { linked: true, sts: sts('SUCCESS'), changes: none }, 'alreadyAuthenticated'],
    ['authenticated on the result page', { linked: true, sts: sts('SUCCESS'), changes: none, successAllowed: true }, null],
    ['no change flags read', { linked: true, sts: sts('PROCESSING', 'JUMP_SUBMIT_MATERIALS') }, null],
  ])('%s', (_name, input, expected) => {
    expect(authErrorCase(input)).toBe(expected);
  });
});

describe('authErrorMessage and authErrorActionPath: what the dialog says and where it leads', () => {
  it.each<[AuthErrorCase, string, string | null]>([
    ['expired', '杭州西湖云帆科技有限公司的企业认证已过期，请重新进行企业认证', '/AuthEnterprise/AuthCertificate?creditCode=91330106MA2B1C3D4E&type=addEntAuth'],
    ['alreadyAuthenticated', '杭州西湖云帆科技有限公司已完成企业认证，无需重复认证', null],
    ['associationRemoved', '您与杭州西湖云帆科技有限公司的关联关系已解除，如需继续办理请重新添加企业', '/AuthEnterprise/SelectBusiness?type=addEntAuth'],
    ['legalChange', '杭州西湖云帆科技有限公司的法人正在变更中或已变更，请先完成法人变更认证', '/LegalChange/admin/upload?creditCode=91330106MA2B1C3D4E'],
    ['adminChange', '杭州西湖云帆科技有限公司的平台管理员正在变更中或已变更，请先完成平台管理员变更认证', '/AdminChange/become/change?creditCode=91330106MA2B1C3D4E'],
  ])('%s', (kind, message, path) => {
    expect(authErrorMessage(kind, '杭州西湖云帆科技有限公司')).toBe(message);
    expect(authErrorActionPath(kind, '91330106MA2B1C3D4E')).toBe(path);
  });

  it('names 该企业 when the company name is unknown', () => {
    expect(authErrorMessage('alreadyAuthenticated', '  ')).toBe('该企业已完成企业认证，无需重复认证');
  });
});
