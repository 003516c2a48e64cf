import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './production-server';

/** nginx's binary: on PATH, else where Debian puts it (/usr/sbin is not on a non-root PATH). */
export function findNginx(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(existsSync) ?? null;
}

export interface StaticNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx serving one file's bytes as they are, with the headers given — the bench's yardstick for the page cache's
 * fast path: the same compressed page, from a static file server on the same machine, one worker like the Node
 * server's one process.
 */
export async function serveBytesWithNginx(
  dir: string,
  file: { name: string; bytes: Uint8Array; headers: Record<string, string> },
): Promise<StaticNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found (Debian: apt-get install nginx)');
  mkdirSync(path.join(dir, 'www'), { recursive: true });
  writeFileSync(path.join(dir, 'www', file.name), file.bytes);
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
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
