// Playwright's `test`, failing any test during which a page broke the Content Security Policy.
// Every browser context of the test (the default one and those a test opens itself) reports each
// `securitypolicyviolation` event and each console line Chromium writes about a refused resource.
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

const REPORT = 'CSP violation:';

/** Matches Chromium's own console lines for a refused script, style, eval, worker, frame… */
const CONSOLE_VIOLATION =
  /Content Security Policy|Refused to (load|execute|apply|evaluate|create|connect|frame)/;

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript((report) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${report} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  }, REPORT);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(REPORT) || CONSOLE_VIOLATION.test(text)) violations.push(text);
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      // Contexts a test opens itself (a second player) are watched too.
      const newContext = browser.newContext.bind(browser);
      const patched = browser as Browser & { newContext: Browser['newContext'] };
      patched.newContext = async (...args) => {
        const opened = await newContext(...args);
        await watch(opened, violations);
        return opened;
      };
      await use(violations);
      patched.newContext = newContext;
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
