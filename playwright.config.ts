import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium-args';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh embedded database per run, so every run starts from the demo content. The config is
// evaluated again in each worker; the environment carries the main process's folder to them.
const DATA_DIR_PREFIX = 'island-estates-e2e-';
if (!process.env.E2E_DATA_DIR) {
  removeStaleDataDirs();
  const created = mkdtempSync(join(tmpdir(), DATA_DIR_PREFIX));
  process.env.E2E_DATA_DIR = created;
  // Playwright has stopped the web server by the time its own process exits.
  process.on('exit', () => {
    rmSync(created, { recursive: true, force: true });
    rmSync(`${created}-mail`, { recursive: true, force: true });
    rmSync(`${created}-media`, { recursive: true, force: true });
    // The payment reminders' clock the payments journey moves (tests/e2e/payments.spec.ts).
    rmSync(`${created}-today`, { force: true });
    // The vendors' morning clock the turnover journey moves (tests/e2e/turnover-journey.spec.ts).
    rmSync(`${created}-vendor-today`, { force: true });
    // The authenticator keys the journeys added (tests/e2e/helpers.ts signIn).
    rmSync(`${created}-totp.json`, { force: true });
  });
}
const dataDir = process.env.E2E_DATA_DIR;
/** The folder the server writes its e-mails to (.eml files; tests/e2e/mail.spec.ts reads it as E2E_DATA_DIR + "-mail"). */
const E2E_MAIL_DIR = `${dataDir}-mail`;

// scripts/ensure-chromium.mjs (run by `npm test`) finds or installs one and passes CHROMIUM_PATH.
// Without it: Debian's Chromium, else Playwright's own download (executablePath undefined).
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker: the journeys share one database, and staff journeys change what visitors see.
  workers: 1,
  // Generous: on two busy cores a cold production server can take seconds to answer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  // Every test runs in both projects unless tagged: `{ tag: '@js-only' }` (say, the theme toggle)
  // or `{ tag: '@no-js-only' }` leaves it out of the other project. Not a skip: it is simply not
  // part of that project. Inside a test, `test.info().project.name` tells which one is running.
  projects: [
    { name: 'js', grepInvert: /@no-js-only/, use: { ...devices['Desktop Chrome'] } },
    { name: 'no-js', grepInvert: /@js-only/, use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
  ],
  webServer: {
    // The production build, as `npm start` serves it.
    command: 'npm run build && npm start',
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: `pglite:${dataDir}`,
      SEED_DEMO: '1',
      SESSION_SECRET: 'e2e-session-secret-not-for-production-0123456789',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'correct-horse-battery-staple',
      // Every journey posts from 127.0.0.1; the limit itself is covered by the integration tests.
      INQUIRY_RATE_LIMIT: '200',
      // Request lines would drown the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // E-mails as .eml files beside the database (no SMTP_URL), delivered within a second or two.
      MAIL_DIR: E2E_MAIL_DIR,
      MAIL_WORKER_INTERVAL_SECONDS: '1',
      // The payments journey moves the reminders' clock by writing a date here (tests/e2e/payments.spec.ts).
      PAYMENT_REMINDERS_INTERVAL_SECONDS: '1',
      PAYMENT_REMINDERS_TODAY_FILE: `${dataDir}-today`,
      // The vendors' morning e-mail: the turnover journey writes the day here (tests/e2e/turnover-journey.spec.ts).
      VENDOR_MAIL_INTERVAL_SECONDS: '1',
      VENDOR_MAIL_TODAY_FILE: `${dataDir}-vendor-today`,
      // Saved searches' alerts: 'instant' ones go at every run (tests/e2e/alerts-journey.spec.ts).
      SEARCH_ALERTS_INTERVAL_SECONDS: '1',
      // The homeowner journey serves a platform's calendar (iCal) from the test's own 127.0.0.1 server
      // (tests/e2e/homeowner-journey.spec.ts): its past stays are what a statement of a past month counts.
      ICAL_ALLOW_PRIVATE_ADDRESSES: '1',
      // Uploaded photos beside the database, not in the checkout's ./.data/media.
      MEDIA_DIR: `${dataDir}-media`,
    },
  },
});

/** Databases left by runs that were killed (older than six hours, so never one a running server uses). */
function removeStaleDataDirs() {
  const cutoff = Date.now() - 6 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue;
    const path = join(tmpdir(), name);
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
    } catch {
      // Another run may be removing it at the same moment.
    }
  }
}
