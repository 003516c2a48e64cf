import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx } from '#tests/helpers/nginx';
import { freePort } from './production-server';

export interface StaticNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx serving one file's bytes as they are, with the headers given — the bench's yardstick for the page cache's
 * fast path: the same compressed page, from a static file server on the same machine, one worker like the Node
 * server's one process.
 */
export async function serveBytesWithNginx(file: {
  name: string;
  bytes: Uint8Array;
  headers: Record<string, string>;
}): Promise<StaticNginx> {
  const nginx = findNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'island-static-nginx-'));
  // Run as root, nginx's worker drops to `nobody`: it must be able to read the file.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'www'), { recursive: true, mode: 0o755 });
  writeFileSync(path.join(dir, 'www', file.name), file.bytes, { mode: 0o644 });
  const port = await freePort();
  const headers = Object.entries(file.headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}";`)
    .join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    location = /${file.name} { root ${dir}/www; default_type text/html; ${headers} }
  }
}
`,
  );
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/${file.name}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error('nginx did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}
