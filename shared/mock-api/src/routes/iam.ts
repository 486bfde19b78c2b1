/**
 * The simulated group IAM sign-on centre: a persona chooser that sends the browser back to the
 * portal's redirect URL with `?code=`, which POST .../iamLogin?code= trades for a token.
 */
import { Type } from '@sinclair/typebox';
import { rawResponse, route, type MockServer } from '../route';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContext } from '../context';
import { escapeHtml, htmlPage } from '../html';
import { originsFromEnv, ownOrigin } from '../limits/http';

/**
 * Only the portal's own origins: a path on this site, or an http(s) URL on the origin the page
 * was served from (or one of `MOCK_ALLOWED_ORIGINS`). Never `javascript:`, a protocol-relative
 * `//host` or another site, which would hand a fresh IAM code (a sign-in) to that site. The
 * value must be written percent-encoded, as a URL in a query string is.
 */
function safeRedirect(request: FastifyRequest, redirect: string | undefined): string | undefined {
  // A Location header holds visible ASCII only: anything else (non-ASCII, spaces, controls) is refused, not a 500.
  if (!redirect || !/^[\x21-\x7e]+$/.test(redirect)) return undefined;
  if (redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) return redirect;
  try {
    const url = new URL(redirect);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === ownOrigin(request) || originsFromEnv().includes(url.origin) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function badRedirect(reply: FastifyReply): FastifyReply {
  const body = '<h1 class="refused">统一认证中心</h1><p>缺少或不合法的 redirect 参数（须为本站路径或本站的 http(s) 地址）</p>';
  return reply.code(400).type('text/html; charset=utf-8').send(htmlPage('统一认证中心', body));
}

const tags = ['simulators'];

export function iamRoutes(app: MockServer, { state }: RouteContext): void {
  const loginSchema = route({ summary: 'The IAM sign-on page: pick a persona', tags, querystring: Type.Object({ redirect: Type.Optional(Type.String()) }), response: rawResponse(['text/html'], 'an HTML page', [200, 400, 403, 404]) });
  app.get('/__mock/iam/login', { schema: loginSchema }, async (request, reply) => {
    const redirect = safeRedirect(request, request.query.redirect);
    if (!redirect) return badRedirect(reply);
    const choices = [...state.accounts.values()]
      .map(
        (account) => `<li><form method="post" action="/__mock/iam/authorize">
<input type="hidden" name="mobile" value="${escapeHtml(account.mobile)}">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<button type="submit" data-mobile="${escapeHtml(account.mobile)}">${escapeHtml(account.mobile)} · ${escapeHtml(account.summary)}</button>
</form></li>`,
      )
      .join('\n');
    const body = `<h1>集团统一认证中心（模拟）</h1><p>选择要登录的演示用户：</p><ul>${choices}</ul>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('统一认证中心', body));
  });

  // Signing in is a POST from this page (a browser sends its Origin), never a GET: a link from
  // another site to /__mock/iam/authorize?mobile=... must not sign its visitor in as anyone.
  const authorizeSchema = route({
    summary: 'Issue an IAM code and go back to redirect with ?code= (a POST from the sign-on page, own origin only)',
    tags,
    body: Type.Object({ mobile: Type.Optional(Type.String()), redirect: Type.Optional(Type.String()) }),
    response: { 303: { description: 'to redirect with the code' }, ...rawResponse(['text/html'], 'a refusal', [400, 403]) },
  });
  app.post('/__mock/iam/authorize', { schema: authorizeSchema }, async (request, reply) => {
    if (request.headers.origin !== ownOrigin(request)) {
      return reply.code(403).type('text/html; charset=utf-8').send(htmlPage('统一认证中心', '<h1 class="refused">请在统一认证中心页面选择用户登录</h1>'));
    }
    const redirect = safeRedirect(request, request.body?.redirect);
    if (!redirect) return badRedirect(reply);
    const mobile = request.body?.mobile ?? '';
    if (!state.account(mobile)) {
      return reply.code(400).type('text/html; charset=utf-8').send(htmlPage('统一认证中心', '<h1 class="refused">未知的用户</h1>'));
    }
    const code = state.issueIamCode(mobile);
    const hash = redirect.indexOf('#');
    const [head, fragment] = hash === -1 ? [redirect, ''] : [redirect.slice(0, hash), redirect.slice(hash)];
    return reply.redirect(`${head}${head.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}${fragment}`, 303);
  });

  const oldLinkSchema = route({
    summary: 'A link to the old GET address signs nobody in: it opens the sign-on page (pick a persona there)',
    tags,
    querystring: Type.Object({ mobile: Type.Optional(Type.String()), redirect: Type.Optional(Type.String()) }),
    response: { 302: { description: 'to the sign-on page' }, ...rawResponse(['text/html'], 'a refusal', [400]) },
  });
  app.get('/__mock/iam/authorize', { schema: oldLinkSchema }, async (request, reply) => {
    const redirect = safeRedirect(request, request.query.redirect);
    if (!redirect) return badRedirect(reply);
    return reply.redirect(`/__mock/iam/login?${new URLSearchParams({ redirect }).toString()}`, 302);
  });
}
