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
import { REMOTES, ROOT } from './lib.mjs';
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
// PORT is the shell's (the address people open); the remotes keep their own ports.
const shellPort = process.env.PORT;
delete process.env.PORT;
const remotes = [];
for (const pkg of REMOTES) {
  const config = await configOf(pkg);
  remotes.push({ pkg, port: config.devServer.port, config });
}
process.env.PORTAL_DEV_REMOTES = JSON.stringify(remotes.map(({ pkg, port }) => ({ pkg, port })));
if (shellPort) process.env.PORT = shellPort;
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
