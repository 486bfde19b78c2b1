/** Authentication progress (personal and enterprise) and the business-system jump signature. */
import { findSystem, signJump } from '../business-systems';
import { type RouteContext, requireSession } from '../context';
import { BizCode, bizError, httpError, ok } from '../envelope';
import type { Account, Company } from '../personas';
import { authSummary, enterpriseInfo, historyInfo, personalInfo } from '../auth-world/views';
import { noStore } from '../limits/http';
import { route, type MockServer } from '../route';

function linkedCompany(account: Account, entCode: string): Company {
  const company = account.companies.find((c) => c.creditCode === entCode);
  if (!company) throw bizError(BizCode.NOT_YOUR_COMPANY, '该企业不是您的关联企业');
  return company;
}

function ownMobile(account: Account, mobile: string | undefined): void {
  if (mobile && mobile !== account.mobile) throw httpError(403, '只能查询本人的认证信息');
}


export function authRoutes(api: MockServer, { state }: RouteContext): void {
  const summarySchema = route({ call: 'authSummary', summary: 'Authentication summary of the user (and the chosen or given company)', tags: ['auth'] });
  api.get('/auth/summary', { schema: summarySchema }, async (request, reply) => {
    const { session, account } = requireSession(state, request);
    noStore(reply);
    ownMobile(account, request.query.mobile);
    const entCode = request.query.entCode || session.ent?.entCode;
    const company = entCode ? account.companies.find((c) => c.creditCode === entCode) : undefined;
    return ok(authSummary(account, company));
  });

  const infoSchema = route({ call: 'authInfo', summary: 'Personal auth info (no entCode) or a linked company\'s enterprise auth info', tags: ['auth'] });
  api.get('/auth/info', { schema: infoSchema }, async (request, reply) => {
    const { account } = requireSession(state, request);
    noStore(reply);
    ownMobile(account, request.query.mobile);
    const { entCode } = request.query;
    return ok(entCode ? enterpriseInfo(account, linkedCompany(account, entCode)) : personalInfo(account.personal));
  });

  // Authentication on the old platform (13800000012): the client asks for 升级认证.
  api.get('/auth/history/info', { schema: route({ call: 'authHistory', summary: 'Authentication on the old platform', tags: ['auth'] }) }, async (request, reply) => {
    const { account } = requireSession(state, request);
    noStore(reply);
    return ok(historyInfo(account));
  });

  api.get(
    '/ps/communal/data-sign',
    {
      schema: route({
        call: 'dataSign',
        summary: 'The signature of a business-system jump',
        tags: ['auth'],
      }),
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
