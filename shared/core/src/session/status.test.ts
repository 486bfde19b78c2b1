/** @jest-environment node */
import {
  EnterpriseStatus,
  PersonalStatus,
  ddbModeOf,
  deriveAuthView,
  enterpriseResumeRoute,
  enterpriseStatusFromSts,
  hasRedDot,
  personalStatusFromSts,
  statusClickTarget,
  type AuthViewInput,
  type StatusLabelKey,
} from './status';
import type { EnterpriseAuthInfo } from './types';

const ent = (sts: string | null, subSts: string | null = null, entType = 1): EnterpriseAuthInfo => ({
  sts: sts ? { sts, subSts } : null,
  businessLicense: { entType },
});
const personal = (sts: string | null) => ({ sts: sts ? { sts, subSts: null } : null });
const history = (sts: string | null) => ({ personalInfo: sts ? { sts: { sts } } : null, entInfo: null });

describe('personalStatusFromSts', () => {
  it.each([
    [undefined, true, 2],
    [null, true, 2],
    ['FAILING', true, 2],
    ['SOMETHING_ELSE', true, 2],
    ['PROCESSING', true, 3],
    ['SUCCESS', true, 4],
    ['SUCCESS', false, 1],
    [undefined, false, 1],
  ] as const)('%p (logged in %p) -> %p', (sts, loggedIn, expected) => {
    expect(personalStatusFromSts(sts, loggedIn)).toBe(expected);
  });
});

describe('enterpriseStatusFromSts', () => {
  it.each([
    [undefined, 2],
    [null, 2],
    ['FAILING', 2],
    ['PROCESSING', 3],
    ['SUCCESS', 4],
    ['EXPIRED', 5],
  ] as const)('%p -> %p', (sts, expected) => {
    expect(enterpriseStatusFromSts(sts)).toBe(expected);
  });
});

describe('hasRedDot', () => {
  it.each([
    [ent('PROCESSING', 'MANUAL_CHECK_REJECT_CUSTOMER'), true],
    [ent('PROCESSING', 'MANUAL_CHECK_REJECT_RISK_OPERATION'), false],
    [ent('SUCCESS', 'MANUAL_CHECK_REJECT_CUSTOMER'), false],
    [ent(null), false],
    [undefined, false],
  ])('%j -> %p', (info, expected) => {
    expect(hasRedDot(info)).toBe(expected);
  });
});

describe('deriveAuthView: the nine labels', () => {
  const cases: [string, AuthViewInput, StatusLabelKey | undefined][] = [
    ['not logged in', { loggedIn: false }, undefined],
    ['no personal auth', { loggedIn: true, personal: personal(null) }, 'completePersonal'],
    ['personal failing', { loggedIn: true, personal: personal('FAILING') }, 'completePersonal'],
    ['not authenticated, authenticated before the upgrade', { loggedIn: true, personal: personal(null), history: history('SUCCESS') }, 'upgrade'],
    ['authenticating', { loggedIn: true, personal: personal('PROCESSING') }, 'personalAuthenticating'],
    ['upgrade authenticating', { loggedIn: true, personal: personal('PROCESSING'), history: history('SUCCESS') }, 'personalUpgradeAuthenticating'],
    ['personal done, no company', { loggedIn: true, personal: personal('SUCCESS') }, 'entNotAuthenticated'],
    ['enterprise in progress', { loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('PROCESSING', 'ENT_4_FINISH') }, 'entAuthenticating'],
    [
      'enterprise done, legal person',
      { loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('SUCCESS'), summary: { related: true, role: 'LEGAL_PERSON' } },
      'entAuthenticated',
    ],
    [
      'enterprise done, linked ordinary user',
      { loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('SUCCESS'), summary: { related: true, role: 'ORDINARY' } },
      'entAssociated',
    ],
    [
      'enterprise expired, legal person',
      { loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('EXPIRED'), summary: { related: true, role: 'LEGAL_PERSON' } },
      'entExpired',
    ],
    ['personal done, history success: no upgrade', { loggedIn: true, personal: personal('SUCCESS'), history: history('SUCCESS') }, 'entNotAuthenticated'],
  ];
  it.each(cases)('%s', (_name, input, label) => {
    expect(deriveAuthView(input).label).toBe(label);
  });

  it('reports statuses and the red dot', () => {
    const view = deriveAuthView({ loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('PROCESSING', 'MANUAL_CHECK_REJECT_CUSTOMER') });
    expect(view).toMatchObject({ personal: 4, enterprise: 3, redDot: true, associated: false, needsUpgrade: false });
    expect(deriveAuthView({ loggedIn: false, enterprise: ent('PROCESSING', 'MANUAL_CHECK_REJECT_CUSTOMER') }).redDot).toBe(false);
  });
});

describe('enterpriseResumeRoute', () => {
  it.each([
    ['ENT_4_FINISH', 1, false, null, '/AuthEnterprise/AuthPayment'],
    ['ENT_4_NOT_PASS', 1, false, null, '/AuthEnterprise/AuthPayment'],
    ['ENT_4_NOT_PASS', 1, true, null, '/AuthEnterprise/AuthCertificate'],
    ['ENT_4_NOT_PASS', 1, false, 'abt_ent_abcp', '/AuthEnterprise/AuthCertificate'],
    ['ENT_4_NOT_PASS', 1, false, 'abt_ent_ddb_1', '/AuthEnterprise/AuthCertificate'],
    ['ENT_4_NOT_PASS', 1, false, 'ddb_2', '/AuthEnterprise/AuthCertificate'],
    ['ENT_4_NOT_PASS', 1, false, 'abt_ent_hxg', '/AuthEnterprise/AuthPayment'],
    ['ENT_4_NOT_PASS', 1, false, 'abt_ent_basic', '/AuthEnterprise/AuthPayment'],
    ['ENT_4_NOT_PASS', 1, true, 'abt_ent_hxg', '/AuthEnterprise/AuthCertificate'],
    ['ENT_SMALL_AMT_APPLY', 1, false, null, '/AuthEnterprise/AuthBackfill'],
    ['ENT_SMALL_AMT_VERIFY', 1, false, null, '/AuthEnterprise/AuthType'],
    ['LP_NOTIFY_FINISH', 1, false, null, '/AuthEnterprise/AuthType'],
    ['JUMP_SUBMIT_MATERIALS', 1, false, null, '/AuthEnterprise/AuthUpload'],
    ['MANUAL_CHECK_REJECT_BUSINESS_OPERATION', 1, false, null, '/AuthEnterprise/AuthManualReview'],
    ['MANUAL_CHECK_REJECT_RISK_OPERATION', 1, false, null, '/AuthEnterprise/AuthManualReview'],
    ['MANUAL_CHECK_REJECT_CUSTOMER', 1, false, null, '/AuthEnterprise/AuthReject'],
    [null, 1, false, null, '/AuthEnterprise/AuthCertificate'],
    ['ENT_4_NOT_PASS', 2, false, null, '/AuthEnterprise/AuthCertificate'],
    ['ENT_4_FINISH', 2, false, null, '/AuthEnterprise/AuthType'],
    ['ENT_SMALL_AMT_APPLY', 2, false, null, '/AuthEnterprise/AuthType'],
    ['ENT_4_FINISH', 1, false, 'abt_ent_ddb_2', '/AuthEnterprise/AuthType'],
    ['FACE_VERIFY_FINISH', 1, false, 'abt_ent_ddb_2', '/AuthEnterprise/AuthType'],
    ['ENT_SMALL_AMT_APPLY', 1, false, 'abt_ent_ddb_2', '/AuthEnterprise/AuthBackfill'],
  ] as const)('%p, type %p, legal person %p, %p -> %p', (subSts, entType, isLegalPerson, businessType, expected) => {
    expect(enterpriseResumeRoute({ subSts, entType, isLegalPerson, businessType })).toBe(expected);
  });

  it.each([
    ['abt_ent_ddb_2', 2],
    ['abt_ent_ddb_1', 1],
    ['ddb', 1],
    ['abt_ent_basic', undefined],
    [null, undefined],
  ] as const)('ddbModeOf(%p) -> %p', (code, mode) => {
    expect(ddbModeOf(code)).toBe(mode);
  });
});

describe('statusClickTarget', () => {
  const click = (input: AuthViewInput, creditCode?: string) =>
    statusClickTarget(deriveAuthView(input), { enterprise: input.enterprise, creditCode, isLegalPerson: false });
  it.each([
    ['not logged in', { loggedIn: false }, { kind: 'login' }],
    ['not authenticated', { loggedIn: true, personal: personal(null) }, { kind: 'route', path: '/AuthPerson/AuthCertificate' }],
    ['authenticating', { loggedIn: true, personal: personal('PROCESSING') }, { kind: 'route', path: '/AuthPerson/AuthType' }],
    ['enterprise not authenticated', { loggedIn: true, personal: personal('SUCCESS') }, { kind: 'route', path: '/AuthPerson/SelectProduct' }],
    ['enterprise authenticated', { loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('SUCCESS') }, { kind: 'none' }],
    ['enterprise expired', { loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('EXPIRED') }, { kind: 'route', path: '/AuthEnterprise/AuthCertificate' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(click(input)).toEqual(expected);
  });

  it('continues enterprise authentication where it stopped, for the current company', () => {
    const input = { loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('PROCESSING', 'MANUAL_CHECK_REJECT_CUSTOMER') };
    expect(click(input, '91440115MA59CT7N0X')).toEqual({
      kind: 'route',
      path: '/AuthEnterprise/AuthReject?type=ContinueAuth&creditCode=91440115MA59CT7N0X',
    });
  });

  it("opens the expired company's page, where the auth-error dialog says 企业认证已过期", () => {
    const input = { loggedIn: true, personal: personal('SUCCESS'), enterprise: ent('EXPIRED') };
    expect(click(input, '91440115MA59CT7N0X')).toEqual({ kind: 'route', path: '/AuthEnterprise/AuthCertificate?creditCode=91440115MA59CT7N0X' });
  });

  it('uses the spec numbers', () => {
    expect(PersonalStatus).toEqual({ notLoggedIn: 1, notAuthenticated: 2, authenticating: 3, authenticated: 4 });
    expect(EnterpriseStatus).toEqual({ none: 2, inProgress: 3, done: 4, expired: 5 });
  });
});
