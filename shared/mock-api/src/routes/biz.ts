/**
 * Simulated business systems: the page a signed jump URL lands on. It checks the sign the way a
 * real system would and shows who arrived, or refuses with HTTP 403.
 */
import { Type } from '@sinclair/typebox';
import { rawResponse, route, type MockServer } from '../route';
import type { FastifyReply } from 'fastify';
import {  findSystem, verifyJumpSign } from '../business-systems';
import { type RouteContext, maskMobile } from '../context';
import { escapeHtml, htmlPage } from '../html';

function refuse(reply: FastifyReply, status: number, reason: string): FastifyReply {
  const body = `<h1 class="refused">拒绝访问</h1><p data-testid="refusal">${escapeHtml(reason)}</p>`;
  return reply.code(status).type('text/html; charset=utf-8').send(htmlPage('拒绝访问', body));
}

export function bizRoutes(app: MockServer, { state }: RouteContext): void {
  const landingSchema = route({
    summary: "A business system's landing page: checks the portal's jump signature",
    tags: ['simulators'],
    params: Type.Object({ system: Type.String() }),
    querystring: Type.Object({ sign: Type.Optional(Type.String()), code: Type.Optional(Type.String()), entCode: Type.Optional(Type.String()), entCustomerId: Type.Optional(Type.String()), clientId: Type.Optional(Type.String()), busType: Type.Optional(Type.String()) }),
    response: rawResponse(['text/html'], 'an HTML page', [200, 400, 403, 404]),
  });
  app.get('/__mock/biz/:system', { schema: landingSchema }, async (request, reply) => {
    const system = findSystem(request.params.system);
    if (!system) return refuse(reply, 404, `没有名为 ${request.params.system} 的业务系统`);
    const { sign, code = '', entCode = '', entCustomerId = '', clientId = '', busType = '' } = request.query;
    if (!sign) return refuse(reply, 403, '缺少签名（sign），无法确认来访者身份');
    if (clientId !== system.key) return refuse(reply, 403, `clientId 与本系统（${system.key}）不符`);
    if (!verifyJumpSign({ code, entCode, entCustomerId, clientId, busType }, sign)) {
      return refuse(reply, 403, '签名校验失败：链接被篡改或伪造');
    }
    const session = state.session(code);
    const account = session && state.account(session.mobile);
    if (!account) return refuse(reply, 403, '登录凭证（code）无效或已过期，请从门户重新进入');
    const company = account.companies.find((c) => c.creditCode === entCode);

    const row = (label: string, value: string, id: string): string =>
      `<dt>${label}</dt><dd data-testid="${id}">${escapeHtml(value)}</dd>`;
    const body = `<h1>欢迎进入${escapeHtml(system.name)}</h1>
<p class="note">模拟业务系统：已校验门户签发的签名</p>
<dl>
${row('用户', account.username, 'user')}
${row('手机号', maskMobile(account.mobile), 'mobile')}
${row('企业', company ? company.companyName : '（个人业务）', 'company')}
${row('统一社会信用代码', entCode || '—', 'entCode')}
${row('业务类型', busType || '—', 'busType')}
${row('系统', `${system.key}${system.productId ? `（${system.productId}）` : ''}`, 'system')}
</dl>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage(system.name, body));
  });
}
