/**
 * `deploy/nginx/render.sh --port 80 --upstream 10.0.0.5:8080 [...]`: writes nginx.conf and its
 * snippets for a deployment, and prints how to start nginx with them.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeNginx } from './nginx';

const USAGE = `usage: render.sh --upstream HOST:PORT [--port 8080] [--apps-root DIR] [--runtime-dir DIR]
  [--conf-dir DIR] [--remote-port PORT] [--remote-origin URL ...] [--team-server REMOTE=PORT ...] [--server-name NAME]
  [--user NAME] [--workers N] [--with-mock] [--brotli | --no-brotli]`;

function main(): void {
  const { values } = parseArgs({
    options: {
      'apps-root': { type: 'string' },
      port: { type: 'string', default: '8080' },
      upstream: { type: 'string' },
      'remote-port': { type: 'string' },
      'remote-origin': { type: 'string', multiple: true },
      'team-server': { type: 'string', multiple: true },
      'runtime-dir': { type: 'string', default: '/tmp/portal-nginx' },
      'conf-dir': { type: 'string' },
      'server-name': { type: 'string' },
      user: { type: 'string' },
      workers: { type: 'string' },
      'with-mock': { type: 'boolean', default: false },
      brotli: { type: 'boolean' },
      'no-brotli': { type: 'boolean' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.upstream) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  // Relative paths are the caller's (render.sh runs this from shared/preview).
  const from = process.env.RENDER_CWD ?? process.cwd();
  const abs = (dir: string) => path.resolve(from, dir);
  const runtimeDir = abs(values['runtime-dir']);
  const conf = writeNginx({
    appsRoot: abs(values['apps-root'] ?? path.resolve(__dirname, '../../..')),
    port: Number(values.port),
    upstream: values.upstream,
    remotePort: values['remote-port'] ? Number(values['remote-port']) : undefined,
    remoteOrigins: values['remote-origin'],
    teamServers: Object.fromEntries(
      (values['team-server'] ?? []).map((pair) => {
        const [remote, port] = pair.split('=');
        if (!remote || !/^\d+$/.test(port ?? '')) throw new Error(`--team-server takes REMOTE=PORT, not ${pair}`);
        return [remote, Number(port)];
      }),
    ),
    runtimeDir,
    confDir: values['conf-dir'] ? abs(values['conf-dir']) : undefined,
    serverName: values['server-name'],
    withMock: values['with-mock'],
    brotli: values['no-brotli'] ? false : values.brotli,
    user: values.user,
    workers: values.workers ? (values.workers === 'auto' ? 'auto' : Number(values.workers)) : undefined,
  });
  console.log(`wrote ${conf}\nstart: nginx -p ${runtimeDir} -c ${conf} -e stderr\nstop:  nginx -p ${runtimeDir} -c ${conf} -s quit`);
}

main();
