// `pnpm dev`: the composed portal for development. One process runs the shell's dev server (with
// the mock API, as `pnpm start` serves it) and each remote's dev server; the shell's remotes.json
// points at the remotes' servers. The shell has React Fast Refresh (an edit re-renders in place);
// an edit to a remote reloads the page (see webpack.mjs); alone, a remote has Fast Refresh too.
import { register } from 'tsx/esm/api';
import { register as registerCjs } from 'tsx/cjs/api';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { REMOTES, ROOT, devPorts, devPortsProblem } from './lib.mjs';
import { BASE_PATH } from '../apps.mjs';

// The mock API and the remotes' claims are TypeScript.
register();
registerCjs();

async function configOf(app) {
  const { default: makeConfig } = await import(pathToFileURL(path.join(ROOT, app, 'webpack.config.mjs')).href);
  return makeConfig({}, { mode: 'development' });
}

async function serve(app, config) {
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  return server;
}

process.env.PORTAL_DEV_COMPOSED = '1';
// One base port moves them all: PORT (default 3000) is the shell's, the remotes follow (devPorts).
let ports;
try {
  ports = devPorts();
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const problem = await devPortsProblem(ports);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const portOf = (pkg) => String(ports.find((p) => p.pkg === pkg).port);
// Each app's config reads its dev-server port from PORT when it is made.
const remotes = [];
for (const pkg of REMOTES) {
  process.env.PORT = portOf(pkg);
  const config = await configOf(pkg);
  remotes.push({ pkg, port: config.devServer.port, config });
}
process.env.PORTAL_DEV_REMOTES = JSON.stringify(remotes.map(({ pkg, port }) => ({ pkg, port })));
process.env.PORT = portOf('shell');
const shellConfig = await configOf('shell');

const servers = [];
for (const { pkg, port, config } of remotes) {
  servers.push(await serve(pkg, config));
  console.log(`${pkg}: http://localhost:${port}${BASE_PATH}/ (alone, in its QA harness)`);
}
servers.push(await serve('shell', shellConfig));
console.log(`\nportal (dev, Fast Refresh, mock API): http://localhost:${shellConfig.devServer.port}${BASE_PATH}/\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    Promise.all(servers.map((s) => s.stop())).finally(() => process.exit(0));
  });
}
