import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deployedPolicyInput } from './deployed-policy';
import { NONCE_PLACEHOLDER, contentSecurityPolicy, cspDirectives, inlineScriptHashes, inlineStyleHashes, newNonce, originOf, securityHeaders, withNonce } from './security-headers';

const directive = (name: string, input = {}) => cspDirectives(input).find(([n]) => n === name)?.[1] ?? [];

describe('the Content-Security-Policy', () => {
  it('runs no eval and no inline script, and nobody may frame the portal', () => {
    const policy = contentSecurityPolicy({ remoteOrigins: ['http://remotes.example:8081'] });
    expect(policy).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("default-src 'self'");
  });

  it('lets remotes come from their origins, and inline scripts run only by their hash', () => {
    const input = { remoteOrigins: ['http://remotes.example:8081'], scriptOrigins: ['https://chat.example'], scriptHashes: ['sha256-abc='] };
    expect(directive('script-src', input)).toEqual(["'self'", 'http://remotes.example:8081', 'https://chat.example', "'sha256-abc='"]);
    expect(directive('connect-src', input)).toEqual(["'self'", 'http://remotes.example:8081', 'https://chat.example']);
    expect(directive('style-src', input)).toEqual(["'self'", 'http://remotes.example:8081']);
    expect(directive('worker-src', input)).toContain('blob:');
  });

  it('allows no inline style but by the answer’s nonce or the hash of the deployed HTML’s own', () => {
    const input = { remoteOrigins: ['http://remotes.example:8081'], styleHashes: ['sha256-css='], styleNonce: 'bm9uY2U=' };
    expect(directive('style-src', input)).toEqual(["'self'", "'nonce-bm9uY2U='", "'sha256-css='", 'http://remotes.example:8081']);
    for (const policy of [input, {}]) expect(directive('style-src', policy)).not.toContain("'unsafe-inline'");
    expect(directive('style-src-attr')).toEqual([]);
  });

  it('makes a fresh nonce of 128 random bits per answer, written wherever the page holds its place', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(withNonce(`<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><p>${NONCE_PLACEHOLDER}</p>`, 'n0nce')).toBe('<meta property="csp-nonce" nonce="n0nce"><p>n0nce</p>');
  });

  it('sends the other headers a financial site needs', () => {
    expect(securityHeaders()).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
    });
    expect(securityHeaders()['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(securityHeaders()['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)(,|$)/);
  });
});

describe('inline script hashes', () => {
  it('hashes inline scripts as browsers do, and skips scripts with src and JSON data', () => {
    const html = '<script defer src="/cWeb/main.js"></script><script>alert(1)</script><script type="application/json">{"a":1}</script><SCRIPT type="module">alert(1)</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual(['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=']);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });

  it('hashes inline styles as browsers do', () => {
    expect(inlineStyleHashes('<style>p{color:red}</style><p style="x">a</p><STYLE media="print">\n</STYLE>')).toEqual([
      'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64=',
      'sha256-AbpHGcgLb+kRsJGnwFEktk7uzpZOCcBY74+YBdrKVGs=',
    ]);
  });

  it('reads origins only from absolute http(s) addresses', () => {
    expect(originOf('http://localhost:8181/cWeb/remotes/mf-help/mf-manifest.json')).toBe('http://localhost:8181');
    expect(originOf('/cWeb/remotes/mf-help/mf-manifest.json')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
  });
});

describe('the policy of a deployment', () => {
  it('comes from its remotes.json, portal.config.json and HTML pages', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'policy-'));
    try {
      writeFileSync(
        path.join(dist, 'remotes.json'),
        JSON.stringify({ remotes: [{ entry: '/cWeb/remotes/mf-auth/mf-manifest.json' }, { entry: 'https://cdn.example/mf-help/mf-manifest.json' }] }),
      );
      writeFileSync(path.join(dist, 'portal.config.json'), JSON.stringify({ chatSdkUrl: 'https://chat.example/sdk.js' }));
      writeFileSync(path.join(dist, 'index.html'), '<script>alert(1)</script>');
      writeFileSync(path.join(dist, 'userAgreement.html'), '<style>p{color:red}</style>');
      expect(deployedPolicyInput(dist, ['http://localhost:9001'])).toEqual({
        remoteOrigins: ['http://localhost:9001', 'https://cdn.example'],
        scriptOrigins: ['https://chat.example'],
        scriptHashes: ['sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='],
        styleHashes: ['sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='],
      });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
