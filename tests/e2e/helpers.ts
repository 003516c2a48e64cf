import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { TOTP } from 'otpauth';

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
 *
 * Chromium also logs every response of 400 or more as a console error. For the page's own
 * document that status is the subject of the test (a 404 page, a form re-rendered with a 400),
 * which asserts it itself, so those are not counted; a failing image, stylesheet, script or
 * data request still is.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const seen: { text: string; url: string }[] = [];
      const allowed: RegExp[] = [];
      const failedDocuments = new Set<string>();
      page.on('response', (response) => {
        const request = response.request();
        if (response.status() >= 400 && request.isNavigationRequest() && request.resourceType() === 'document') {
          failedDocuments.add(response.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        seen.push({ text: url ? `${message.text()} (at ${url})` : message.text(), url });
      });
      page.on('pageerror', (error) => seen.push({ text: `Uncaught ${error.name}: ${error.message}`, url: '' }));

      await use({ allow: (pattern) => allowed.push(pattern) });

      const unexpected = seen
        .filter(({ text, url }) => !(text.startsWith('Failed to load resource') && failedDocuments.has(url)))
        .map(({ text }) => text)
        .filter((text) => !allowed.some((pattern) => pattern.test(text)));
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
 * the container it hydrates (the document, in React Router) when `hydrateRoot` runs. The parts that
 * hydrate later, from chunks of their own (app/components/ui/hydrate-later.tsx), are each a Suspense
 * boundary (`<!--$-->` … `<!--/$-->`) whose first element React marks as its own once it has hydrated;
 * until then the part is its plain HTML, as without JavaScript.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const ownedByReact = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    if (!Object.keys(document).some((key) => key.startsWith('__reactContainer$'))) return false;
    const comments = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
    for (let mark = comments.nextNode(); mark; mark = comments.nextNode()) {
      if (!['$', '$?', '$!'].includes((mark as Comment).data)) continue;
      let first = mark.nextSibling;
      while (first && first.nodeType !== Node.ELEMENT_NODE && (first as Comment).data !== '/$')
        first = first.nextSibling;
      // React Router's own boundaries hold the scripts that stream its data: no part of the page.
      if (first?.nodeType === Node.ELEMENT_NODE && first.nodeName !== 'SCRIPT' && !ownedByReact(first)) return false;
    }
    return true;
  });
}

/** The staff account playwright.config.ts creates through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' };

/** Opens a page and, with JavaScript on, waits until it has hydrated. */
export async function go(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if (javaScriptEnabled()) await waitForHydration(page);
}

/**
 * Signs a staff account (by default ADMIN's) in through the login form and waits for the dashboard — through
 * two-factor sign-in (docs/decisions/021-two-factor.md): an owner or admin without an authenticator adds one on
 * the way (the key shown as text is kept, see `totpCode`), a member with one enters its code.
 */
export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await go(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin$|\/login\/verify\?|\/admin\/account\/two-factor\?/);
  await completeSecondStep(page, email);
  await page.waitForURL(/\/admin$/);
}

/** After a right password: the code of the member's authenticator, or adding one (an owner's or admin's first time). */
export async function completeSecondStep(page: Page, email: string): Promise<void> {
  if (/\/admin\/account\/two-factor\?/.test(page.url())) await addAuthenticator(page, email);
  else if (/\/login\/verify\?/.test(page.url())) await enterCode(page, email);
}

/** On the two-factor page: set one up, keep its key, confirm with a code, and go on past the recovery codes. */
export async function addAuthenticator(page: Page, email: string): Promise<string[]> {
  if (javaScriptEnabled()) await waitForHydration(page);
  await page.getByRole('button', { name: 'Set Up Authenticator' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await keepSecret(email, secret);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await totpCode(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Your Recovery Codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('link', { name: 'I Have Saved Them' }).click();
  return recoveryCodes;
}

/** On /login/verify: the code of the member's authenticator. */
export async function enterCode(page: Page, email: string): Promise<void> {
  if (javaScriptEnabled()) await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(await totpCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The authenticator keys the journeys added, beside the test database, so that both projects share them. */
const secretsFile = () => `${process.env.E2E_DATA_DIR}-totp.json`;
type Secrets = Record<string, { secret: string; lastStep: number | null }>;
const readSecrets = async (): Promise<Secrets> =>
  JSON.parse(await readFile(secretsFile(), 'utf8').catch(() => '{}')) as Secrets;

export async function keepSecret(email: string, secret: string): Promise<void> {
  const secrets = await readSecrets();
  secrets[email] = { secret, lastStep: null };
  await writeFile(secretsFile(), JSON.stringify(secrets));
}

/**
 * A code for the member's authenticator that the server has not accepted yet: a code is never accepted twice
 * (nor one of an earlier step), so this uses the current 30 s step, or the next (accepted one step early), and
 * waits for a new step only when both were used.
 */
export async function totpCode(email: string): Promise<string> {
  const secrets = await readSecrets();
  const entry = secrets[email];
  if (!entry) throw new Error(`No authenticator key kept for ${email}`);
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const usable = [step, step + 1].find((each) => entry.lastStep === null || each > entry.lastStep);
    if (usable !== undefined) {
      secrets[email] = { ...entry, lastStep: usable };
      await writeFile(secretsFile(), JSON.stringify(secrets));
      return new TOTP({ secret: entry.secret }).generate({ timestamp: usable * 30_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, entry.lastStep! * 30_000 + 250 - Date.now()));
  }
}

/** Signs in over plain HTTP (no browser), through two-factor sign-in: tests/helpers/http-sign-in.ts. */
export { signInOverHttp } from '../helpers/http-sign-in';

/** An e-mail the test server has written (an .eml file in its MAIL_DIR, E2E_DATA_DIR + '-mail'), parsed. */
export interface WrittenMail {
  file: string;
  parsed: ParsedMail;
  /** Its recipients' addresses. */
  to: string[];
}

/** Every e-mail the test server has written so far. */
export async function writtenMails(): Promise<WrittenMail[]> {
  const mailDir = `${process.env.E2E_DATA_DIR}-mail`;
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(mailDir, file)));
      const groups = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      return { file, parsed, to: groups.flatMap((group) => group.value.map((a) => a.address ?? '')) };
    }),
  );
}

/** The e-mails written so far to `address`. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  return (await writtenMails()).filter((mail) => mail.to.includes(address)).map((mail) => mail.parsed);
}

/**
 * The invitation e-mail sent to `email` (once the worker has written it): its subject, and its set-password
 * link as a path (the link names SITE_URL's host; the test server answers on its own address).
 */
export async function invitationMail(email: string): Promise<{ subject: string | undefined; path: string }> {
  let found: { subject: string | undefined; link: string } | undefined;
  await expect
    .poll(
      async () => {
        for (const parsed of await mailsTo(email)) {
          const link = /https?:\/\/[^\s]+\/set-password\?token=[0-9a-f]{64}/.exec(parsed.text ?? '')?.[0];
          if (link) found = { subject: parsed.subject, link };
        }
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  const url = new URL(found!.link);
  return { subject: found!.subject, path: `${url.pathname}${url.search}` };
}
