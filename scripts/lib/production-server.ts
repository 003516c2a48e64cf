import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startScriptArgs, startScriptEnv } from '#tests/helpers/start-env';
import { signInOverHttp } from '#tests/helpers/http-sign-in';

/** Helpers shared by the benchmark, soak and Lighthouse scripts: a production server on a free port. */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function build(): void {
  console.log('Building the production bundle…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export function temporaryDataDir(label: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `island-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a script of this repository with the given environment, waiting for it to finish. */
export function runScript(args: string[], env: Record<string, string>): void {
  const result = spawnSync('npx', ['tsx', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  startupMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Each line the server writes to its standard output (its JSON log); without it the output is dropped. */
  onStdout?: (line: string) => void;
}

/**
 * Starts the compiled server (`npm start`'s command) in production mode and waits until /healthz answers. `cwd`
 * runs another checkout's build (with its own node_modules), e.g. an earlier commit to compare against.
 */
export async function startProductionServer(
  env: Record<string, string>,
  cwd?: string,
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('node', startScriptArgs(), {
    cwd,
    env: {
      ...process.env,
      ...startScriptEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: 'benchmark-session-secret-0123456789abcdefgh',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  const { onStdout } = options;
  if (onStdout && child.stdout) createInterface({ input: child.stdout }).on('line', onStdout);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    url,
    process: child,
    startupMs,
    stop: () => stopChild(child),
  };
}

/** SIGTERM, resolved once the process has exited. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/**
 * Signs a staff member in on a running server (an account made at start-up by ADMIN_EMAIL/ADMIN_PASSWORD), through
 * two-factor sign-in (an owner adds an authenticator the first time); answers the session cookie.
 */
export const signInStaff = (server: RunningServer, email: string, password: string): Promise<string> =>
  signInOverHttp(server.url, { email, password });
