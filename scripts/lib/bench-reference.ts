import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort, stopChild } from './production-server';

/**
 * The bench's reference (issue 33): a minimal React Router 7 app (bench/reference-app: React Router's template, one
 * route, Express with compression), built with this repository's packages and served on this machine in the same
 * run, so the site's bare route is measured against what the framework itself costs here.
 */
const APP = path.resolve('bench/reference-app');

export interface ReferenceServer {
  url: string;
  stop(): Promise<void>;
}

export function buildReference(): void {
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: APP, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('the reference app did not build (bench/reference-app)');
}

export async function startReference(): Promise<ReferenceServer> {
  const port = await freePort();
  const child = spawn('node', ['server.mjs'], {
    cwd: APP,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the reference app exited with code ${child.exitCode}`);
    if (
      await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (performance.now() - started > 30_000) throw new Error('the reference app did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => stopChild(child),
  };
}
