/**
 * Global teardown: every portal server checked its answers against their schemas
 * (MOCK_CHECK_ANSWERS=1); a drift fails the run with the calls it was found on.
 */
import { PORTAL_PORTS } from './ports';

interface DriftRecord {
  enabled: boolean;
  checked: number;
  drifts: { call: string; status: number; problem: string }[];
}

export default async function checkAnswerDrifts(): Promise<void> {
  const problems: string[] = [];
  let checked = 0;
  for (const port of PORTAL_PORTS) {
    const response = await fetch(`http://localhost:${port}/__mock/drift`).catch(() => undefined);
    if (!response?.ok) continue;
    const record = (await response.json()) as DriftRecord;
    checked += record.checked;
    problems.push(...record.drifts.map(({ call, status, problem }) => `answer drift: ${call} (${status}) : ${problem}`));
  }
  process.stdout.write(`mock answers checked against their schemas: ${checked}\n`);
  if (problems.length > 0) throw new Error(`The mock answered outside its schemas:\n${problems.join('\n')}`);
}
