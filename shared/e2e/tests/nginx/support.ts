/**
 * The nginx project's test: in a mock world of its own (through nginx's /__mock/ and API
 * proxies, as the cookie travels), every page reports its CSP violations, and the test fails on any.
 */
import { expect } from '@playwright/test';
import { test as base } from '../support/world';

/** Every page of a test reports its CSP violations here; the test fails on any. */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
          report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} on ${location.href}`);
        });
      });
      context.on('console', (message) => {
        // Long data: addresses are cut short. Only the policy's refusals: a stylesheet refused for
        // its MIME type (a remote under maintenance answers its preloaded CSS with an error page) is not one.
        if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)\b.*\bviolates\b/i.test(message.text())) violations.push(message.text().slice(0, 400));
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

