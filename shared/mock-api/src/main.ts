/** Runs the mock API alone for QA: `pnpm --filter @portal/mock-api start` (PORT, default 4010; HOST, default 127.0.0.1). */
import { createMockApp } from './app';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4010);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = await createMockApp({ logger: true });
  await app.listen({ port, host });
  const stop = (): void => {
    void app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
