/**
 * How this project starts Debian's Chromium, for Playwright and for Lighthouse alike: no sandbox (CI runs
 * as root), no GPU, and none of the background traffic a fresh profile would make (the machine may only
 * talk to loopback).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
