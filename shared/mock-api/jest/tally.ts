/**
 * After each test file: adds its count of checked answers to the run's tally (printed by
 * tally-teardown.cjs) and fails the file if an answer drifted from its schema unnoticed.
 */
import { appendFileSync } from 'node:fs';
import { answerTally, describeDrift } from '../src/answer-check';

afterAll(() => {
  const file = process.env.MOCK_ANSWER_TALLY;
  if (file) appendFileSync(file, `${answerTally.checked}\n`);
  if (answerTally.drifts.length > 0) throw new Error(answerTally.drifts.map(describeDrift).join('\n'));
});
