/**
 * The simulated group IAM sign-on centre: a persona chooser that sends the browser back to the
 * portal's redirect URL with `?code=`, which POST .../iamLogin?code= trades for a token.
 */
import { obj, rawResponse, route, str } from '../schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export function iamRoutes(app: FastifyInstance, { state }: RouteContext): void {
  const loginSchema = route({ summary: 'The IAM sign-on page: pick a persona', tags, querystring: obj({ redirect: str }), response: rawResponse(['text/html'], 'an HTML page', [200, 400, 403, 404]) });
  app.get<{ Querystring: { redirect?: string } }>('/__mock/iam/login', { schema: loginSchema }, async (request, reply) => {
    const redirect = safeRedirect(request, request.query.redirect);
    if (!redirect) return badRedirect(reply);
    const choices = [...state.accounts.values()]
      .map(
        (account) => `<li><form method="get" action="/__mock/iam/authorize">
<input type="hidden" name="mobile" value="${escapeHtml(account.mobile)}">
<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">
<button type="submit" data-mobile="${escapeHtml(account.mobile)}">${escapeHtml(account.mobile)} · ${escapeHtml(account.summary)}</button>
</form></li>`,
      )
      .join('\n');
    const body = `<h1>集团统一认证中心（模拟）</h1><p>选择要登录的演示用户：</p><ul>${choices}</ul>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('统一认证中心', body));
  });

  const authorizeSchema = route({
    summary: 'Issue an IAM code and go back to redirect with ?code=',
    tags,
    querystring: obj({ mobile: str, redirect: str }),
    response: { 302: { description: 'to redirect with the code' }, ...rawResponse(['text/html'], 'a refusal', [400]) },
  });
  app.get<{ Querystring: { mobile?: string; redirect?: string } }>('/__mock/iam/authorize', { schema: authorizeSchema }, async (request, reply) => {
    const redirect = safeRedirect(request, request.query.redirect);
    if (!redirect) return badRedirect(reply);
    const mobile = request.query.mobile ?? '';
    if (!state.account(mobile)) {
      return reply.code(400).type('text/html; charset=utf-8').send(htmlPage('统一认证中心', '<h1 class="refused">未知的用户</h1>'));
    }
    const code = state.issueIamCode(mobile);
    const hash = redirect.indexOf('#');
    const [head, fragment] = hash === -1 ? [redirect, ''] : [redirect.slice(0, hash), redirect.slice(hash)];
    return reply.redirect(`${head}${head.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}${fragment}`, 302);
  });
}
