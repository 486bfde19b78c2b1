import { listenHost, listeningMessage } from './listen';
import { createPreviewServer } from './server';

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const remotesOnly = process.env.PREVIEW_REMOTES_ONLY === '1';
  const apiUpstream = process.env.API_UPSTREAM || undefined;
  // Origins a deployment serves remotes from besides those remotes.json names (comma-separated).
  const remoteOrigins = (process.env.PREVIEW_REMOTE_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const app = await createPreviewServer({ apiUpstream, remotesOnly, remoteOrigins, reportViolations: process.env.PREVIEW_CSP_REPORTS === '1' });
  const host = listenHost();
  await app.listen({ port, host });
  const what = remotesOnly ? 'remotes only' : `portal (API: ${apiUpstream ?? 'embedded mock'})`;
  console.log(listeningMessage(what, host, port));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
