import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { listenHost, listeningMessage } from './listen';


const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** 'connected', or the error code of the attempt (ECONNREFUSED: nothing listens there). */
const tryConnect = (host: string, port: number): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(5_000, () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

/** This machine's own addresses on its network interfaces (not loopback). */
const networkAddresses = (): string[] =>
  Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && !info.internal && info.family === 'IPv4')
    .map((info) => info!.address);

describe('pnpm start listens on this machine only unless HOST says otherwise', () => {
  let server: ChildProcess | undefined;

  afterEach(() => {
    server?.kill('SIGTERM');
  });

  it('the preview server listens on 127.0.0.1, says so, and is not reachable on the network addresses', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
    delete env.HOST;
    delete env.MOCK_CONTROL_REMOTE;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.resolve(__dirname, '..'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    const child = server;
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (data: Buffer) => {
        out += data.toString();
        const hit = out.split('\n').find((l) => l.startsWith('preview:'));
        if (hit) resolve(hit);
      });
      child.once('exit', (code) => reject(new Error(`the server ended (${code}): ${out}`)));
    });
    expect(line).toBe(`preview: portal (API: embedded mock) at http://localhost:${port}/cWeb/, on 127.0.0.1 only (HOST=0.0.0.0 to listen on every interface)`);
    expect((await fetch(`http://127.0.0.1:${port}/__mock/openapi.json`)).status).toBe(200);
    for (const address of networkAddresses()) expect([address, await tryConnect(address, port)]).toEqual([address, 'ECONNREFUSED']);
  });

  it('HOST chooses the interface, and the line says the control API stays with this machine', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listeningMessage('portal (API: embedded mock)', '0.0.0.0', 8080, {})).toBe(
      'preview: portal (API: embedded mock) at http://localhost:8080/cWeb/, listening on every interface (HOST=0.0.0.0); the control API /__mock/ answers this machine only (MOCK_CONTROL_REMOTE=1 to open it)',
    );
    expect(listeningMessage('portal (API: embedded mock)', '0.0.0.0', 8080, { MOCK_CONTROL_REMOTE: '1' })).toContain('the control API /__mock/ answers every address');
  });
});
