/**
 * Renders deploy/nginx/portal.conf.template for a deployment: where the builds are, the ports,
 * the API upstream and the remotes' other origins. The security headers and the cache rules are
 * the preview server's own (security-headers.ts, caching.ts), so nginx and the preview server
 * answer alike.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL, distOf, remoteFilesPath } from './apps';
import { HASHED, NEVER_CACHED, REMOTES_JSON, REMOTES_JSON_CACHE_CONTROL, VERSIONED } from './caching';
import { deployedPolicyInput } from './deployed-policy';
import { NONCE_PLACEHOLDER, securityHeaders } from './security-headers';

export const TEMPLATE = path.resolve(__dirname, '../../../deploy/nginx/portal.conf.template');
/** Debian's brotli filter (package libnginx-mod-http-brotli-filter), used when installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
/** Debian's brotli static module (package libnginx-mod-http-brotli-static): sends the build's .br files. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian's headers-more module (package libnginx-mod-http-headers-more-filter): removes the Server header. */
export const HEADERS_MORE_MODULE = '/usr/lib/nginx/modules/ngx_http_headers_more_filter_module.so';

export interface NginxOptions {
  /** Folder holding each app's build as <app>/dist (the repository root, or a release folder). */
  appsRoot: string;
  /** Port of the portal's origin. */
  port: number;
  /** The API server (host:port or http://host:port) /customer/client/ is proxied to. */
  upstream: string;
  /** Port of a second origin that serves only the remotes (optional). */
  remotePort?: number;
  /** Origins the browser loads remotes from besides those remotes.json names. */
  remoteOrigins?: string[];
  /**
   * Each remote's own origin (package to port): a server that serves only that remote, as its
   * team's server would. remotes.json points at them (`portal-app move <remote> --origin ...`).
   */
  teamServers?: Record<string, number>;
  /** pid, logs, temporary files and maintenance flags. */
  runtimeDir: string;
  /** Where the rendered files go; default runtimeDir. */
  confDir?: string;
  serverName?: string;
  /** Also proxy /__mock/ (the mock's simulators and control calls): tests and demos only. */
  withMock?: boolean;
  /** Brotli on the fly; default: when Debian's module is installed. */
  brotli?: boolean;
  /** With brotli, the build's .br files sent as they are; default: when Debian's static module is installed. */
  brotliStatic?: boolean;
  /** No Server header at all (server_tokens off still names nginx); default: when Debian's headers-more module is installed. */
  hideServer?: boolean;
  /** The workers' user when nginx starts as root. */
  user?: string;
  workers?: number | 'auto';
}

export interface RenderedNginx {
  /** File name (in confDir) to content. */
  files: Record<string, string>;
  confFile: string;
}

/** The nonce of each answer in nginx: its request id, 16 random bytes in hex. */
export const NGINX_NONCE = '$request_id';

/** nginx writes the answer's nonce where the shell's HTML has the placeholder (see security-headers.ts). */
const PAGE_NONCE = `sub_filter ${JSON.stringify(NONCE_PLACEHOLDER)} ${NGINX_NONCE};
      sub_filter_once off;`;

const COMPRESSED_TYPES = 'text/css text/javascript application/json image/svg+xml text/plain';

/** nginx quotes strings with " and reads \" inside them. */
const quote = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
/** A regex inside a quoted nginx string keeps its backslashes as they are. */
const quoteRegex = (source: string): string => {
  if (source.includes('"')) throw new Error(`a regex with a double quote cannot go into nginx: ${source}`);
  return source;
};

/** The security headers as nginx directives; upstream copies of them are dropped. */
export function securityHeadersSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).flatMap(([name, value]) => [`proxy_hide_header ${name};`, `add_header ${name} ${quote(value)} always;`]);
  return `# Rendered from shared/preview/src/security-headers.ts: do not edit.\n${lines.join('\n')}\n`;
}

/** Reads back the add_header lines of a snippet (tests compare them with the preview server's). */
export function headersOfSnippet(snippet: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name, value] of snippet.matchAll(/^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)) {
    headers[name] = value.replace(/\\(.)/g, '$1');
  }
  return headers;
}

function remoteLocations(options: NginxOptions, confDir: string, remotes: readonly string[] = REMOTES): string {
  return remotes.map((remote) => {
    const dist = distOf(remote, options.appsRoot);
    return `    location ${remoteFilesPath(remote)} {
      # Maintenance switch: while this file exists the remote answers 503 (the portal offers a retry).
      if (-f ${options.runtimeDir}/maintenance/${remote}) { return 503; }
      alias ${dist}/;
      include ${confDir}/security-headers.conf;
      add_header Cache-Control $portal_cache_control always;
      # Remotes are public scripts any origin of the portal may load.
      add_header Access-Control-Allow-Origin "*" always;
    }
`;
  }).join('\n');
}

/** One server per remote on its own port: the remote's team server, serving that remote only. */
function teamServers(options: NginxOptions, confDir: string): string {
  return Object.entries(options.teamServers ?? {})
    .map(([remote, port]) => {
      if (!REMOTES.includes(remote)) throw new Error(`--team-server: ${remote} is not a remote (one of ${REMOTES.join(', ')})`);
      return `
  # ${remote}'s own origin (its team's server).
  server {
    listen ${port};
    server_name ${options.serverName ?? '_'};
    location / { return 404; }

${remoteLocations(options, confDir, [remote])}  }
`;
    })
    .join('');
}

const hostPort = (upstream: string): string => upstream.replace(/^https?:\/\//, '').replace(/\/+$/, '');

export function renderNginx(options: NginxOptions, template = readFileSync(TEMPLATE, 'utf8')): RenderedNginx {
  const confDir = options.confDir ?? options.runtimeDir;
  const shellDist = distOf(SHELL, options.appsRoot);
  const brotli = options.brotli ?? existsSync(BROTLI_MODULE);
  const brotliStatic = brotli && (options.brotliStatic ?? existsSync(BROTLI_STATIC_MODULE));
  const hideServer = options.hideServer ?? existsSync(HEADERS_MORE_MODULE);
  // A page's nonce is nginx's $request_id (16 random bytes): sub_filter writes it into the page.
  const headers = securityHeaders({ ...deployedPolicyInput(shellDist, options.remoteOrigins ?? []), styleNonce: NGINX_NONCE });
  const locations = remoteLocations(options, confDir);
  const values: Record<string, string> = {
    USER: options.user ? `user ${options.user};\n` : '',
    WORKERS: String(options.workers ?? 'auto'),
    RUNTIME_DIR: options.runtimeDir,
    CONF_DIR: confDir,
    LOAD_MODULES:
      (brotli ? `load_module ${BROTLI_MODULE};\n` : '') + (brotliStatic ? `load_module ${BROTLI_STATIC_MODULE};\n` : '') + (hideServer ? `load_module ${HEADERS_MORE_MODULE};\n` : ''),
    HIDE_SERVER: hideServer ? '  more_clear_headers Server;\n' : '',
    BROTLI: brotli
      ? `  brotli on;\n${brotliStatic ? '  brotli_static on;\n' : ''}  brotli_comp_level 5;\n  brotli_min_length 1024;\n  brotli_types ${COMPRESSED_TYPES};\n`
      : '',
    BROTLI_OFF: brotli ? '      brotli off;' : '',
    BROTLI_ON: brotli ? '        brotli on;' : '',
    NEVER_CACHED: quoteRegex(NEVER_CACHED.source),
    REMOTES_JSON: quoteRegex(REMOTES_JSON.source),
    REMOTES_JSON_CACHE: REMOTES_JSON_CACHE_CONTROL,
    HASHED: quoteRegex(HASHED.source),
    VERSIONED: quoteRegex(VERSIONED.source),
    UPSTREAM: hostPort(options.upstream),
    PORT: String(options.port),
    SERVER_NAME: options.serverName ?? '_',
    SHELL_DIST: shellDist,
    PAGE_NONCE,
    PAGE_STATIC_OFF: `      gzip_static off;${brotliStatic ? '\n      brotli_static off;' : ''}`,
    REMOTE_LOCATIONS: locations,
    MOCK_LOCATION: options.withMock
      ? `
    # The mock's simulators and control calls (tests and demos only). They stand for outside
    # systems, so their own headers pass through.
    location /__mock/ {
      proxy_pass http://portal_api;
      include ${confDir}/proxy.conf;
      client_max_body_size 20m;
    }
`
      : '',
    REMOTE_SERVER:
      (options.remotePort
        ? `
  # A second origin that serves only the remotes (remotes.json may move a remote here).
  server {
    listen ${options.remotePort};
    server_name ${options.serverName ?? '_'};
    location / { return 404; }

${locations}  }
`
        : '') + teamServers(options, confDir),
  };
  const conf = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`unknown placeholder ${whole} in the nginx template`);
    return values[name];
  });
  const proxy = `# Rendered: do not edit.
proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $http_host;
proxy_set_header X-Real-IP $remote_addr;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_connect_timeout 5s;
proxy_read_timeout 60s;
`;
  return {
    files: { 'nginx.conf': conf, 'security-headers.conf': securityHeadersSnippet(headers), 'proxy.conf': proxy },
    confFile: path.join(confDir, 'nginx.conf'),
  };
}

/** Renders and writes the config, and makes the runtime folders; returns the config's path. */
export function writeNginx(options: NginxOptions): string {
  const rendered = renderNginx(options);
  const confDir = options.confDir ?? options.runtimeDir;
  for (const dir of [confDir, path.join(options.runtimeDir, 'tmp'), path.join(options.runtimeDir, 'maintenance')]) mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(rendered.files)) writeFileSync(path.join(confDir, name), content);
  return rendered.confFile;
}
