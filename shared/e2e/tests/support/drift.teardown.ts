/**
 * Global teardown: every portal server checked its answers against their schemas
 * (MOCK_CHECK_ANSWERS=1); a drift fails the run with the calls it was found on. So does a check
 * that could not have failed: a server that does not answer, a server whose check is off (one this
 * run did not start, reused), or a run in which no answer was checked at all.
 */
import { PORTAL_PORTS } from './ports';

interface DriftRecord {
  enabled: boolean;
  checked: number;
  drifts: { call: string; status: number; problem: string }[];
}

/** Asks each portal server (by port) for its record; throws with every problem found. */
export async function checkAnswerDrifts(ports: number[]): Promise<void> {
  const problems: string[] = [];
  let checked = 0;
  for (const port of ports) {
    const url = `http://localhost:${port}/__mock/drift`;
    const response = await fetch(url).catch(() => undefined);
    if (!response?.ok) {
      problems.push(`no answer check: ${url} answered ${response ? response.status : 'nothing'}`);
      continue;
    }
    const record = (await response.json()) as DriftRecord;
    if (!record.enabled) problems.push(`no answer check: the server on port ${port} checks no answers (started without MOCK_CHECK_ANSWERS=1: a server this run did not start?)`);
    checked += record.checked;
    problems.push(...record.drifts.map(({ call, status, problem }) => `answer drift: ${call} (${status}) : ${problem}`));
  }
  process.stdout.write(`mock answers checked against their schemas: ${checked}\n`);
  if (checked === 0) problems.push('no answer check: no mock answer was checked against its schema in this run');
  if (problems.length > 0) throw new Error(`The mock's answers were not all checked against their schemas:\n${problems.join('\n')}`);
}

export default async function teardown(): Promise<void> {
  await checkAnswerDrifts([...PORTAL_PORTS]);
}
