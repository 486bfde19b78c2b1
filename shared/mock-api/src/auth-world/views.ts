/** How the world's state reads on the wire: `/auth/info`, `/auth/summary`, `/auth/history/info`. */
import { PERSONAL_FACTOR_CODES, type AuthFactor, type AuthHistoryInfo, type AuthSummary, type EnterpriseAuthInfoAnswer, type PersonalAuthInfoAnswer } from '@portal/core';
import type { Account, AuthSts, Company, PersonalAuth } from '../personas';
import { REMITTANCE_MAX_TRIES, businessTypeOf, enterpriseFactors, progressOf } from './enterprise-state';

/** Field names as the servers spell them (`additiona` carries a failure's reason). */
const factor = (code: string, sts: AuthSts, subSts: string | null = null, additiona: string | null = null): AuthFactor => ({
  code,
  sts,
  subSts,
  addService: false,
  additiona,
});


export function personalInfo(personal: PersonalAuth | null): PersonalAuthInfoAnswer {
  if (!personal) return { sts: null, factors: {}, idInfo: null, lastFailure: null };
  const factors: PersonalAuthInfoAnswer['factors'] = {};
  for (const name of PERSONAL_FACTOR_CODES) {
    const state = personal.factors[name];
    if (state) factors[name] = factor(name, state.sts, null, state.reason);
  }
  const identityKnown = personal.factors.personal2?.sts === 'SUCCESS';
  if (factors.personal2 && identityKnown) Object.assign(factors.personal2, { idNo: personal.idNo, idName: personal.idName });
  return {
    sts: { sts: personal.sts, subSts: personal.subSts },
    factors,
    idInfo: identityKnown ? { idNo: personal.idNo, idName: personal.idName } : null,
    lastFailure: personal.lastFailure,
  };
}

/** Business types of spec 000 section 3: the product's when one was chosen, else by the enterprise kind. */
export { businessTypeOf } from './enterprise-state';

/** Enterprise auth info; the factors shown follow how far the company's authentication got. */
export function enterpriseInfo(account: Account, company: Company): EnterpriseAuthInfoAnswer {
  const { sts, subSts, authMethod } = company.auth;
  const bizType = businessTypeOf(company);
  const factors = enterpriseFactors(company);
  const personalIdNo = account.personal?.factors.personal2?.sts === 'SUCCESS' ? account.personal.idNo : null;
  return {
    sts: sts ? { sts, subSts } : null,
    factors,
    businessLicense: { entType: company.entType, creditCode: company.creditCode },
    legalPerson: { idNo: company.legalPersonIdNo },
    entAdministrator: { idNo: company.administratorIdNo },
    authMethod,
    authBizTyp: { code: sts ? bizType : null },
    authBizType: sts ? bizType : null,
    businessType: sts ? bizType : null,
    entName: company.companyName,
    companyUCId: company.companyUCId,
    isLegalPerson: company.role === 'LEGAL_PERSON' || (personalIdNo !== null && personalIdNo === company.legalPersonIdNo),
    role: company.role,
    changes: { legalChange: company.legalChange, adminChange: company.adminChange },
    remittance: remittanceTries(company),
  };
}

/** The backfill's tries while a remittance waits for its amount (null otherwise). */
function remittanceTries(company: Company): EnterpriseAuthInfoAnswer['remittance'] {
  const remittance = progressOf(company).remittance;
  return remittance && !remittance.verified ? { triesLeft: remittance.triesLeft, maxTries: REMITTANCE_MAX_TRIES } : null;
}

/** The name the account goes by: the authenticated real name once personal authentication succeeded (seeded people carry theirs). */
export function accountName(account: Account): string {
  return account.personal?.sts === 'SUCCESS' ? account.personal.idName : account.username;
}

export function authSummary(account: Account, company: Company | undefined): AuthSummary {
  const entSts = company?.auth.sts ?? null;
  const personalSts = account.personal?.sts ?? null;
  return {
    related: company !== undefined,
    migratory: false,
    // The mock's reading: an old-platform person not yet authenticated here still has to migrate.
    personalMigratory: account.history !== null && personalSts !== 'SUCCESS',
    entPlatformAuthSts: entSts,
    personalPlatformAuthSts: personalSts,
    initialized: true,
    // The platform status is the enterprise's once one is chosen.
    platformAuthSts: company ? entSts : personalSts,
    role: company?.role ?? null,
  };
}

export function historyInfo(account: Account): AuthHistoryInfo {
  const { history } = account;
  if (!history) return { personalInfo: null, entInfo: null };
  return {
    personalInfo: {
      sts: { sts: 'SUCCESS' },
      factors: { personal2: { ...factor('personal2', 'SUCCESS'), idNo: history.idNo, idName: history.idName } },
    },
    entInfo: null,
  };
}
