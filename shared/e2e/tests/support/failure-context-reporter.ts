import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_CHARS = 8_000;
const HEAD_CHARS = 1_500;

/**
 * Prints the page's accessibility snapshot of a failed attempt (Playwright's error-context.md) to
 * the output. CI keeps only what a run printed, not test-results/, so a failure that shows only
 * there can still be read: which dialog was open, what the button was called, what was on screen.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The error, then the page; dialogs, toasts and popups come last in it, so its end is kept.
    const from = Math.max(0, text.indexOf('# Error details'));
    const to = text.indexOf('# Test source');
    const body = text.slice(from, to > from ? to : undefined).trim();
    const shown = body.length > MAX_CHARS ? `${body.slice(0, HEAD_CHARS)}\n…\n${body.slice(-(MAX_CHARS - HEAD_CHARS))}` : body;
    process.stdout.write(`\n--- page at the failure: ${test.titlePath().slice(1).join(' › ')} (attempt ${result.retry + 1}) ---\n${shown}\n--- end ---\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
