import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres-server';
import { startScriptArgs, startScriptEnv } from './start-env';

/**
 * The production server as `npm start` runs it (`NODE_ENV=production node build/server/start.mjs`, the built app in
 * build/), on a loopback port of its own that it keeps across restarts, for tests of several instances
 * behind a proxy (tests/e2e/cluster.spec.ts). It runs as Node itself (`node --import tsx`, which is what the
 * tsx command starts as a child of its own), so the process a test kills is the server. A preload ends it
 * should the test process go away without stopping it (tests/helpers/end-with-parent.mjs).
 */
export interface ProductionInstance {
  name: string;
  port: number;
  /** host:port, as nginx names it in X-Upstream. */
  address: string;
  url: string;
  /** The last lines it wrote (shown when something fails). */
  output(): string;
  /** Starts it and resolves once /healthz answers 200, with the milliseconds that took. */
  start(): Promise<number>;
  /**
   * Sends `signal` and resolves once the process has gone, with the performance.now() at which it was gone: for
   * SIGKILL, the moment the kernel had closed its sockets (read from /proc, so this process's own busy event
   * loop does not delay it); otherwise when its exit was seen.
   */
  kill(signal: NodeJS.Signals): Promise<number>;
  /** SIGTERM (a graceful shutdown), SIGKILL after 15 s. */
  stop(): Promise<void>;
  running(): boolean;
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The app's build and the compiled server (scripts/build-server.ts). */
const BUILD = ['build/server/index.js', 'build/server/server.js'].map((file) => path.join(ROOT, file));

/** Fails (never skips) when there is no production build to run. */
export function requireBuild(): void {
  for (const file of BUILD) {
    if (!existsSync(file)) throw new Error(`The production build is missing (${file}): run \`npm run build\` first.`);
  }
}

/**
 * Waits, without yielding, until process `pid` is a zombie with none of its threads left, or gone; answers
 * performance.now() at that moment, or null where /proc cannot tell. Linux: a thread's files are released
 * before it becomes a zombie or leaves the task list, and Node's threads share one table, closed (sockets
 * included) with the last of them — the main thread alone being a zombie is not enough (seen in CI: a
 * connection nginx made 1 ms after the main thread's zombie state was still accepted, then reset).
 */
function deadAt(pid: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const deadline = performance.now() + 5_000;
  while (performance.now() < deadline) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return performance.now(); // already reaped
    }
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if ((state === 'Z' || state === 'X') && threads(pid) <= 1) return performance.now();
  }
  return null;
}

/** How many threads process `pid` has left (0 once it is reaped). */
function threads(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/task`).length;
  } catch {
    return 0;
  }
}

export async function productionInstance(name: string, env: Record<string, string>): Promise<ProductionInstance> {
  requireBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  const kill = async (signal: NodeJS.Signals) => {
    if (!running()) return performance.now();
    const pid = child!.pid!;
    child!.kill(signal);
    let gone = signal === 'SIGKILL' ? deadAt(pid) : null;
    await exited;
    gone ??= performance.now();
    return gone;
  };

  return {
    name,
    port,
    address: `127.0.0.1:${port}`,
    url,
    output: () => lines.slice(-40).join(''),
    running,
    kill,
    async stop() {
      if (!running()) return;
      const forced = setTimeout(() => child?.kill('SIGKILL'), 15_000);
      await kill('SIGTERM');
      clearTimeout(forced);
    },
    async start() {
      if (running()) throw new Error(`${name} is already running`);
      const started = performance.now();
      const server = spawn(
        process.execPath,
        ['--import', './tests/helpers/end-with-parent.mjs', ...startScriptArgs()],
        {
          cwd: ROOT,
          env: { ...process.env, ...startScriptEnv(), ...env, HOST: '127.0.0.1', PORT: String(port) },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      child = server;
      exited = new Promise((resolve) => server.once('exit', () => resolve()));
      const keep = (chunk: Buffer) => {
        lines.push(chunk.toString());
        if (lines.length > 200) lines.splice(0, lines.length - 200);
      };
      server.stdout!.on('data', keep);
      server.stderr!.on('data', keep);
      for (;;) {
        if (!running()) throw new Error(`${name} exited while starting:\n${lines.join('')}`);
        try {
          const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
          if (response.status === 200) return Math.round(performance.now() - started);
        } catch {
          // not listening yet
        }
        if (performance.now() - started > 120_000) {
          throw new Error(`${name} did not answer /healthz within 120 s:\n${lines.join('')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
