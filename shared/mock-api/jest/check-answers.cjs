// Every mock app a test starts checks its answers against their schemas (src/answer-check.ts).
process.env.MOCK_CHECK_ANSWERS = '1';
