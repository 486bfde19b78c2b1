/** The signed-in user: user info, logout, enterprise choice, token check, companies by mobile. */
import { ROUTES, type CurrentUser,  type MenuResource,  type UserCompanies } from '@portal/core';
import { type RouteContext, callToken, maskMobile, requireSession } from '../context';
import { BizCode, bizError, httpError, ok, unauthorized } from '../envelope';
import { route, type MockServer } from '../route';
import { accountName } from '../auth-world/views';

const BASE = '/uc/v1/api/unified/login';
const UC = ROUTES.userCentre;

/** The user-centre sidebar (spec 000 section 2); the client omits hidden entries. */
const USER_CENTRE_RESOURCES: readonly MenuResource[] = [
  { name: '业务中心', path: UC.businessCenter.path, hidden: false, icon: 'appstore' },
  { name: '基本信息', path: UC.baseInfo.path, hidden: false, icon: 'idcard' },
  { name: '合同管理', path: UC.contract.path, hidden: false, icon: 'file-text' },
  { name: '下载中心', path: UC.downloadCenter.path, hidden: false, icon: 'download' },
  { name: '设置中心', path: UC.settings.path, hidden: false, icon: 'setting' },
  { name: '开通服务', path: UC.openService.path, hidden: false, icon: 'shop' },
  { name: '刷脸认证成功', path: UC.faceSuccess.path, hidden: true, icon: 'check-circle' },
];

const tags = ['user'];

export function userRoutes(api: MockServer, { state }: RouteContext): void {
  api.get(`${BASE}/user`, { schema: route({ call: 'user', summary: 'The signed-in user', tags }) }, async (request) => {
    const { account } = requireSession(state, request);
    return ok<CurrentUser>({
      // After personal authentication the user goes by the authenticated name, as seeded people do.
      username: accountName(account),
      mobile: account.mobile,
      mobileNo: maskMobile(account.mobile),
      userUCId: account.userUCId,
      resources: [...USER_CENTRE_RESOURCES],
    });
  });

  api.post(`${BASE}/logout`, { schema: route({ call: 'logout', summary: 'End this session', tags }) }, async (request) => {
    const { session } = requireSession(state, request);
    state.endSession(session.token);
    return ok(null, '退出成功');
  });

  api.post(`${BASE}/logoutAll`, { schema: route({ call: 'logoutAll', summary: 'End every session of the user', tags }) }, async (request) => {
    const { session } = requireSession(state, request);
    state.endAllSessions(session.mobile);
    return ok(null, '已退出全部登录');
  });

  api.post(
    `${BASE}/saveEntInfo`,
    {
      schema: route({
        call: 'saveEntInfo',
        summary: "Choose the session's company (all '' for none)",
        tags,
      }),
    },
    async (request) => {
      const { session, account } = requireSession(state, request);
      const { entCenterId, entCode, entName } = request.body;
      // An empty company is what the client saves for a user with none (spec 000 section 4).
      if (entCenterId === '') {
        session.ent = null;
        return ok(null);
      }
      const company = account.companies.find((c) => c.companyUCId === entCenterId && c.creditCode === entCode);
      if (!company) throw bizError(BizCode.NOT_YOUR_COMPANY, '所选企业不是您的关联企业');
      session.ent = { entCenterId, entCode, entName: entName || company.companyName };
      return ok(null);
    },
  );

  api.get('/uc/v1/api/token/verify', { schema: route({ call: 'tokenVerify', summary: 'Is the token live (401 if not)', tags }) }, async (request) => {
    const token = callToken(request);
    if (token === undefined || !state.session(token)) throw unauthorized();
    return ok(null, 'token有效');
  });

  api.post(
    '/uc/v1/api/auth/select/customer-ent',
    {
      schema: route({
        call: 'customerEnt',
        summary: "The user's linked companies",
        tags,
      }),
    },
    async (request) => {
      const { account } = requireSession(state, request);
      if (request.body.mobile !== account.mobile) throw httpError(403, '只能查询本人的关联企业');
      // `userCustmoerId` and `companys` are spelled as the real server spells them.
      return ok<UserCompanies>({
        userCustmoerId: account.userUCId,
        companys: account.companies.map(({ companyUCId, creditCode, companyName }) => ({ companyUCId, creditCode, companyName })),
      });
    },
  );
}
