#!/usr/bin/env node
/**
 * Finds a Chromium for the end-to-end tests, installing one when there is none.
 *
 * Looks at, in order: $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser and the
 * browser Playwright downloads into its own cache. When none works it installs one — Debian's
 * `chromium` through apt-get when running as root, else Playwright's download — and says so.
 * It never skips: when there is still no browser it exits non-zero with the reason.
 *
 *   node scripts/ensure-chromium.mjs        prints what it did; the last line is the path
 *   import { ensureChromium } from './ensure-chromium.mjs'   returns the path (throws on failure)
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The path of the browser Playwright would download for this version, whether or not it is there. */
function playwrightCachePath() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** True when `path` is an executable file that answers `--version`. */
function works(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return false;
  }
  const result = spawnSync(path, ['--version', '--no-sandbox'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0;
}

/** The first working Chromium among the known places, or undefined. */
export function findChromium({ log = () => {} } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, ...SYSTEM_PATHS, playwrightCachePath()].filter(Boolean);
  for (const path of new Set(candidates)) {
    if (works(path)) return path;
    if (path === process.env.CHROMIUM_PATH) log(`CHROMIUM_PATH=${path} is not a working browser; looking elsewhere.`);
  }
  return undefined;
}

function run(command, args, env = process.env) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) console.log(`  could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log("No Chromium found: installing Debian's chromium with apt-get (running as root).");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', 'chromium'], env)) return;
    console.log('apt-get could not install chromium; trying Playwright’s download instead.');
  }
  console.log('No Chromium found: installing Playwright’s Chromium (npx playwright install chromium).');
  const localCli = fileURLToPath(new URL('../node_modules/.bin/playwright', import.meta.url));
  if (existsSync(localCli)) run(localCli, ['install', 'chromium']);
  else run('npx', ['--no-install', 'playwright', 'install', 'chromium']);
}

/** Returns the path of a working Chromium, installing one if needed; throws when there is none. */
export function ensureChromium() {
  let path = findChromium({ log: console.log });
  if (!path) {
    install();
    path = findChromium({ log: console.log });
    if (path) console.log(`Installed Chromium: ${path}`);
  }
  if (!path) {
    throw new Error(
      'No working Chromium after trying to install one. Install it yourself (Debian: `apt-get install chromium`; ' +
        'elsewhere: `npx playwright install chromium`) or point CHROMIUM_PATH at a Chromium executable.',
    );
  }
  return path;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(`ensure-chromium: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
