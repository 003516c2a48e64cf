import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './postgres-server';

/**
 * nginx (Debian's package) as a round-robin reverse proxy in front of several app instances, for the cluster
 * test (tests/e2e/cluster.spec.ts): a config in a temp folder, a free loopback port, `daemon off` as a child of
 * this process. There is no skip: a machine without nginx fails the test run.
 *
 * Every answer carries `X-Upstream` ($upstream_addr: the instance that answered, or "A, B" when nginx tried A
 * and then B), so the test knows which instance served it. The proxy settings are docs/deploy.md's (round
 * robin, kept-alive upstream connections, the next instance on a connection error, never a POST already sent).
 */
export interface Nginx {
  url: string;
  port: number;
  /** What nginx wrote to its error log (warnings and errors). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Where nginx is: on PATH, or where Debian puts it (/usr/sbin is not on a non-root user's PATH). */
export function findNginx(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  const found =
    onPath || ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "nginx not found (neither on PATH nor in /usr/sbin). Install Debian's package: apt-get install -y nginx",
    );
  }
  return found;
}

export function nginxConfig(dir: string, port: number, upstreams: readonly string[]): string {
  const temp = (name: string) => path.join(dir, name);
  return `# Written by tests/helpers/nginx.ts for one test run.
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  # As docs/deploy.md has it: one failed connection takes an instance out for 5 s, after which nginx tries it
  # again; no kept-alive connections to the instances. Under load nginx may hand a request to a cached
  # connection of an instance killed a moment earlier (seen: 162 ms after the SIGKILL, at a load average of
  # 12), or one Node is closing after its keepAliveTimeout; the request fails after it was sent, and a POST is
  # answered 502, never resent. A fresh connection to a dead instance is refused, and tried on the other.
  upstream app {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      # docs/deploy.md's proxy settings, but for Host: this nginx listens on a port of its own, which the
      # browser's Origin names, so the Host passed on keeps it ($http_host) for the app's same-origin check.
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection (an instance down or restarting), a timeout, a 502/503: the next instance. A POST
      # already sent is never repeated (no non_idempotent): the visitor resends it, with its submission id.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in front of `upstreams` (host:port each) on a free loopback port; resolves once it answers. */
export async function startNginx(upstreams: readonly string[]): Promise<Nginx> {
  const binary = findNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'island-nginx-'));
  // Run as root, nginx's workers drop to `nobody`: they must reach the temp folders inside.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const test = spawnSync(binary, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx refused its config (${binary} -t):\n${test.stderr}`);
  }
  // Through a shell that stops nginx when its standard input closes: this process ending in any way (killed
  // included) closes the pipe, so nginx never outlives the test.
  const child: ChildProcess = spawn(
    'sh',
    [
      '-c',
      [
        'exec 3<&0',
        '"$@" </dev/null 3<&- &',
        'pid=$!',
        'trap \'kill -TERM "$pid" 2>/dev/null\' TERM INT',
        '{ cat <&3 >/dev/null; kill -TERM "$pid" 2>/dev/null; } &',
        'wait "$pid"; wait "$pid"',
      ].join('\n'),
      'nginx',
      binary,
      '-p',
      dir,
      '-c',
      conf,
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin!.end();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx exited (${child.exitCode}): ${stderr.join('')}${log}`);
    }
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (performance.now() - started > 10_000) {
      await stop();
      throw new Error(`nginx did not listen on ${url} within 10 s: ${stderr.join('')}${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, port, errorLog, stop };
}
