// The steps of `pnpm test`, run in order until one fails, and the summary a run ends with: each
// step passed (with its time), failed (with why, in a line) or not run, never a Node stack trace.

/**
 * Runs the steps (`[name, fn]`, fn may be async) in order; after a failure the rest are not run.
 * Resolves with each step's outcome: { name, status: 'passed' | 'failed' | 'not run', seconds?, reason? }.
 */
export async function runSteps(steps, { log = (line) => console.log(line) } = {}) {
  const results = [];
  let failed = false;
  for (const [name, fn] of steps) {
    if (failed) {
      results.push({ name, status: 'not run' });
      continue;
    }
    const started = Date.now();
    log(`\n=== ${name}`);
    try {
      await fn();
      results.push({ name, status: 'passed', seconds: (Date.now() - started) / 1000 });
    } catch (error) {
      failed = true;
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      results.push({ name, status: 'failed', seconds: (Date.now() - started) / 1000, reason });
    }
  }
  return results;
}

/** The lines a run ends with: the verdict, then one per step. */
export function summary(results) {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = results.map(({ name, status, seconds, reason }) => {
    const time = seconds === undefined ? '' : ` (${seconds.toFixed(1)} s)`;
    return `  ${name.padEnd(width)}  ${status}${time}${reason ? `: ${reason}` : ''}`;
  });
  const failed = results.find((r) => r.status === 'failed');
  return [`\n${failed ? `checks failed at: ${failed.name}` : 'all checks passed'}`, ...lines].join('\n');
}
