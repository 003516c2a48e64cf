import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** What a page reported that nobody expected: console errors and uncaught exceptions. */
export interface ConsoleErrors {
  /** Accepts console errors matching `pattern` for the rest of the test (e.g. the 404 of a page under test). */
  allow(pattern: RegExp): void;
}

/**
 * `test` with an automatic guard: any `console.error` or uncaught exception in the page fails the
 * test at its end, with the messages listed. A test that expects one says so with
 * `consoleErrors.allow(/…/)`.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        seen.push(url ? `${message.text()} (at ${url})` : message.text());
      });
      page.on('pageerror', (error) => seen.push(`Uncaught ${error.name}: ${error.message}`));

      await use({ allow: (pattern) => allowed.push(pattern) });

      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors or uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Whether the running project has JavaScript on (`js`) or off (`no-js`). */
export function javaScriptEnabled(): boolean {
  return test.info().project.name !== 'no-js';
}

/**
 * Waits until React has hydrated the document, so that clicks reach their handlers. React marks
 * the container it hydrates (the document, in React Router) when `hydrateRoot` runs; from then
 * on, events are handled or replayed once their part of the tree has hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
}
