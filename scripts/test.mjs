#!/usr/bin/env node
/**
 * `npm test`: every test of the project.
 *
 *   1. scripts/ensure-chromium.mjs — finds Chromium, installing one when there is none
 *   2. vitest run — the `unit` and `integration` projects
 *   3. playwright test — the `js` and `no-js` projects, against the production build (with the cluster test:
 *      two production instances behind nginx on a PostgreSQL of its own, tests/e2e/cluster.spec.ts)
 *
 * Vitest and Playwright run side by side: each is about 40 minutes on two cores, and neither uses the other's
 * files (the integration tests never read build/, which Playwright rebuilds), databases or ports. Vitest's output
 * goes to the terminal as it comes; Playwright's lines come prefixed with `[e2e]`. Both run to their end.
 *
 * Run a part with `npm test -- --unit`, `--integration` or `--e2e` (they combine). The last line
 * of output is the total over everything that ran, in the form `N passed, N failed`. The exit
 * code is the failing step's own.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = ['unit', 'integration', 'e2e'];

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !PARTS.includes(arg.replace(/^--/, '')) || !arg.startsWith('--'));
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}\nUsage: npm test [-- --unit] [--integration] [--e2e]`);
  process.exit(2);
}
const chosen = args.map((arg) => arg.slice(2));
const selected = new Set(chosen.length > 0 ? chosen : PARTS);

const reportDir = mkdtempSync(join(tmpdir(), 'island-estates-test-'));
const totals = { passed: 0, failed: 0 };
let exitCode = 0;

try {
  await main();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  exitCode ||= 1;
  // The run failed before any test could: say so in the totals too.
  if (totals.failed === 0) totals.failed = 1;
} finally {
  rmSync(reportDir, { recursive: true, force: true });
  if (!process.env.SUPABASE_TEST_URL) {
    console.log(
      '\nLive Supabase suite: not run here (needs SUPABASE_TEST_* variables; see `npm run test:supabase-live`).',
    );
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(exitCode);
}

async function main() {
  const env = { ...process.env };

  if (selected.has('e2e')) {
    heading('Chromium');
    env.CHROMIUM_PATH = ensureChromium();
    console.log(`Using Chromium at ${env.CHROMIUM_PATH}`);
  }

  const vitestProjects = ['unit', 'integration'].filter((part) => selected.has(part));
  const runs = [];
  if (vitestProjects.length > 0) runs.push(vitest(vitestProjects, env));
  if (selected.has('e2e')) runs.push(playwright(env, vitestProjects.length > 0));
  for (const code of await Promise.all(runs)) if (code !== 0) exitCode ||= code;
}

/** The unit and integration tests, attached to the terminal; resolves to Vitest's exit code. */
async function vitest(vitestProjects, env) {
  heading(`Vitest (${vitestProjects.join(', ')})`);
  const output = join(reportDir, 'vitest.json');
  const code = await run(
    'vitest',
    [
      'run',
      ...vitestProjects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  const report = readJson(output);
  // A test file that fails to load has no failed test in it; count each such file as one failure.
  const brokenFiles = (report?.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  record('vitest', code, {
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + brokenFiles,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  });
  return code;
}

/** The end-to-end tests; beside Vitest, their output lines are prefixed. Resolves to Playwright's exit code. */
async function playwright(env, besideVitest) {
  heading(`Playwright (js, no-js)${besideVitest ? ', beside Vitest: its lines start with [e2e]' : ''}`);
  const output = join(reportDir, 'playwright.json');
  // A port of its own, so this run always builds and starts its own server on a fresh database,
  // never reusing one that someone else's run (on the default port) may stop halfway.
  const port = env.E2E_PORT ?? String(await freePort());
  console.log(`Web server on http://127.0.0.1:${port}`);
  const code = await run(
    'playwright',
    ['test', '--reporter=list,json,html'],
    { ...env, E2E_PORT: port, PLAYWRIGHT_JSON_OUTPUT_NAME: output, PLAYWRIGHT_HTML_OPEN: 'never' },
    besideVitest ? '[e2e] ' : undefined,
  );
  const report = readJson(output);
  const stats = report?.stats ?? {};
  record('playwright', code, {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    // Errors outside tests (a web server that never started, a file that does not load) count too.
    failed: (stats.unexpected ?? 0) + (report?.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  });
  return code;
}

function heading(title) {
  console.log(`\n━━ ${title} ━━`);
}

/**
 * Runs a binary from node_modules/.bin with the terminal attached, or with each line of its output after `prefix`;
 * resolves to its exit code.
 */
function run(name, runArgs, env, prefix) {
  const bin = join(root, 'node_modules', '.bin', name);
  if (!existsSync(bin)) throw new Error(`${name} is not installed (no ${bin}); run npm install first.`);
  console.log(`${prefix ?? ''}$ ${name} ${runArgs.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(bin, runArgs, { cwd: root, env, stdio: prefix ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${prefix}${line}\n`));
      }
    }
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not start ${name}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + ((signal && constants.signals[signal]) || 1));
    });
  });
}

/** A loopback port that is free right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds a tool's counts to the totals; a failed run that reported no failed test counts as one failure. */
function record(tool, code, counts) {
  let { failed } = counts;
  if (code !== 0 && failed === 0) {
    console.log(`${tool} exited with code ${code} without reporting a failed test; counting it as 1 failure.`);
    failed = 1;
  }
  totals.passed += counts.passed;
  totals.failed += failed;
  const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
  console.log(`${tool}: ${counts.passed} passed, ${failed} failed${skipped}`);
}
