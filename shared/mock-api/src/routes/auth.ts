/** Authentication progress (personal and enterprise) and the business-system jump signature. */
import type { FastifyInstance } from 'fastify';
import { findSystem, signJump } from '../business-systems';
import { type RouteContext, requireSession } from '../context';
import { BizCode, bizError, httpError, ok } from '../envelope';
import type { Account, AuthSts, Company, PersonalAuth } from '../personas';

interface Factor {
  code: string;
  sts: AuthSts;
  subSts: string | null;
  /** Field names as the servers spell them. */
  addService: boolean;
  additiona: string | null;
}

const factor = (code: string, sts: AuthSts, subSts: string | null = null): Factor => ({ code, sts, subSts, addService: false, additiona: null });

function personalInfo(personal: PersonalAuth | null) {
  if (!personal) return { sts: null, factors: {}, idInfo: null };
  const factors: Record<string, Factor & { idNo?: string; idName?: string }> = {};
  for (const name of personal.passed) factors[name] = factor(name, 'SUCCESS');
  if (factors.personal2) Object.assign(factors.personal2, { idNo: personal.idNo, idName: personal.idName });
  return {
    sts: { sts: personal.sts, subSts: personal.subSts },
    factors,
    idInfo: { idNo: personal.idNo, idName: personal.idName },
  };
}

/** Enterprise auth info; the factors shown follow how far the company's authentication got. */
function enterpriseInfo(company: Company) {
  const { sts, subSts, authMethod } = company.auth;
  const bizType = company.entType === 2 ? 'abt_indv_biz_basic' : 'abt_ent_basic';
  const factors: Record<string, object> = {};
  if (sts) factors.ent4 = { ...factor('ent4', 'SUCCESS'), entFullNm: company.companyName, entCode: company.creditCode };
  if (sts === 'SUCCESS') factors.entSmallAmt = factor('entSmallAmt', 'SUCCESS');
  if (sts === 'PROCESSING' && subSts?.startsWith('MANUAL_CHECK_REJECT')) {
    factors.entSmallAmt = factor('entSmallAmt', 'SUCCESS');
    factors.submitMaterials = factor('submitMaterials', 'FAILING', subSts);
  }
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
  };
}

function linkedCompany(account: Account, entCode: string): Company {
  const company = account.companies.find((c) => c.creditCode === entCode);
  if (!company) throw bizError(BizCode.NOT_YOUR_COMPANY, '该企业不是您的关联企业');
  return company;
}

function ownMobile(account: Account, mobile: string | undefined): void {
  if (mobile && mobile !== account.mobile) throw httpError(403, '只能查询本人的认证信息');
}

interface AuthQuery {
  mobile?: string;
  entCode?: string;
}

interface DataSignQuery {
  clientId: string;
  busType?: string;
  entCustomerId?: string;
  entCode?: string;
}

const authQuerySchema = { type: 'object', properties: { mobile: { type: 'string' }, entCode: { type: 'string' } } } as const;

export function authRoutes(api: FastifyInstance, { state }: RouteContext): void {
  api.get<{ Querystring: AuthQuery }>('/auth/summary', { schema: { querystring: authQuerySchema } }, async (request) => {
    const { session, account } = requireSession(state, request);
    ownMobile(account, request.query.mobile);
    const entCode = request.query.entCode || session.ent?.entCode;
    const company = entCode ? account.companies.find((c) => c.creditCode === entCode) : undefined;
    const entSts = company?.auth.sts ?? null;
    const personalSts = account.personal?.sts ?? null;
    return ok({
      related: company !== undefined,
      migratory: false,
      personalMigratory: false,
      entPlatformAuthSts: entSts,
      personalPlatformAuthSts: personalSts,
      initialized: true,
      // The mock's reading: the platform status is the enterprise's once one is chosen.
      platformAuthSts: company ? entSts : personalSts,
      role: company?.role ?? null,
    });
  });

  api.get<{ Querystring: AuthQuery }>('/auth/info', { schema: { querystring: authQuerySchema } }, async (request) => {
    const { account } = requireSession(state, request);
    ownMobile(account, request.query.mobile);
    const { entCode } = request.query;
    return ok(entCode ? enterpriseInfo(linkedCompany(account, entCode)) : personalInfo(account.personal));
  });

  // No persona has an earlier (pre-upgrade) authentication, so nothing asks for an upgrade.
  api.get('/auth/history/info', async (request) => {
    requireSession(state, request);
    return ok({ personalInfo: null, entInfo: null });
  });

  api.get<{ Querystring: DataSignQuery }>(
    '/ps/communal/data-sign',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['clientId'],
          properties: {
            clientId: { type: 'string', minLength: 1 },
            busType: { type: 'string' },
            entCustomerId: { type: 'string' },
            entCode: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { session, account } = requireSession(state, request);
      const { clientId, busType = 'ent', entCustomerId = '', entCode = '' } = request.query;
      if (!findSystem(clientId)) throw bizError(BizCode.UNKNOWN_SYSTEM, `未知的业务系统：${clientId}`);
      if (entCode || entCustomerId) {
        const company = linkedCompany(account, entCode);
        if (company.companyUCId !== entCustomerId) throw bizError(BizCode.NOT_YOUR_COMPANY, '企业编号与统一社会信用代码不符');
      }
      return ok(signJump({ code: session.token, entCode, entCustomerId, clientId, busType }));
    },
  );
}
