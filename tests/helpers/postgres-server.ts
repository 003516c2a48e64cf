import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for one test file: initdb in a temp folder, a free loopback port,
 * pg_ctl start/stop. There is no skip: a machine without the server binaries fails the test run.
 */
export interface PostgresServer {
  url: string;
  port: number;
  /** A URL to a fresh, empty database on this server. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binary(name: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${name} || ls /usr/lib/postgresql/*/bin/${name} 2>/dev/null | tail -n1`], {
    encoding: 'utf8',
  }).stdout.trim().split('\n')[0];
  if (!found) {
    throw new Error(
      `PostgreSQL server binary '${name}' not found. Install PostgreSQL (apt-get install postgresql) so initdb and pg_ctl are on PATH.`,
    );
  }
  return found;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` (or `nobody`) user. */
function runAs(): { user: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    const ids = spawnSync('id', ['-u', user], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', user], { encoding: 'utf8' });
    if (ids.status === 0) return { user, uid: Number(ids.stdout.trim()), gid: Number(gids.stdout.trim()) };
  }
  throw new Error('Running as root without a postgres or nobody user to own the test cluster');
}

export async function startPostgres(): Promise<PostgresServer> {
  const initdb = binary('initdb');
  const pgCtl = binary('pg_ctl');
  const owner = runAs();
  const root = mkdtempSync(path.join(tmpdir(), 'island-pg-'));
  const dataDir = path.join(root, 'data');
  if (owner) {
    chmodSync(root, 0o755);
    chownSync(root, owner.uid, owner.gid);
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = owner ? ['runuser', ['-u', owner.user, '--', cmd, ...args]] : [cmd, args];
    execFileSync(file, argv, { stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } });
  };
  run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => run(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start']);
  const stop = () => run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;
  return {
    url,
    port,
    async createDatabase(name) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    stop() {
      if (running) stop();
      running = false;
    },
    start() {
      if (!running) start();
      running = true;
    },
    destroy() {
      try {
        if (running) stop();
      } finally {
        running = false;
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
