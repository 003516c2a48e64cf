/**
 * The upload rows of `npm run bench` (issue 12): ten 12-megapixel JPEGs of about 5 MB each, sent over HTTP to
 * the production server as staff do — all ten in one post of the editor's own form (no JavaScript), and
 * one per request to the editors' JSON endpoint, two at a time (JavaScript) — each time new photos, so
 * every one is decoded, resized and encoded — on the embedded PGlite server and on one using PostgreSQL.
 * Reports the wall time, the time per photo and the server's resident memory (before, and the peak sampled
 * every 50 ms while it works).
 */
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '#app/domain/media/images';
import { startPostgres } from '#tests/helpers/postgres-server';
import { signInStaff, startProductionServer, temporaryDataDir, type RunningServer } from './production-server';

const PHOTOS = 10;
const STAFF = { ADMIN_EMAIL: 'bench-uploads@example.com', ADMIN_PASSWORD: 'benchmark-staff-password-0123' };

/** A 4000×3000 photo-like JPEG (smooth gradients under fine grain) of roughly 5 MB; `seed` makes it unique. */
async function photo(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},50%,30%)"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 331 + seed * 97) % width}" cy="${(i * 211 + seed * 53) % height}" r="${60 + ((i * 37) % 400)}" fill="hsl(${(hue + i * 29) % 360},55%,55%)" opacity="0.5"/>`).join('')}
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 22 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** The server's resident memory in MB, from /proc (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Samples the server's memory while `work` runs; answers its result, wall time and the peak. */
async function observe<T>(server: RunningServer, work: () => Promise<T>) {
  const pid = server.process.pid!;
  const before = await rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    void rssMb(pid).then(
      (mb) => (peak = Math.max(peak, mb)),
      () => undefined,
    );
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, before, peak: Math.max(peak, await rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const signIn = (server: RunningServer) => signInStaff(server, STAFF.ADMIN_EMAIL, STAFF.ADMIN_PASSWORD);

const fileOf = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

export async function benchUploads(): Promise<string> {
  console.log(`\nMaking ${PHOTOS * 2} photos for the upload rows…`);
  const batches = [
    await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i + 1))),
    await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i + 101))),
  ];
  const megabytes = batches.flat().reduce((sum, bytes) => sum + bytes.length, 0) / (1024 * 1024) / (PHOTOS * 2);

  const rows: string[] = [];
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const postgres = engine === 'PostgreSQL' ? await startPostgres() : null;
    const data = temporaryDataDir(`bench-uploads-${engine}`);
    try {
      const databaseUrl = postgres ? await postgres.createDatabase('bench_uploads') : `pglite:${data.dir}`;
      rows.push(...(await measureOn(engine, databaseUrl, data.dir, batches)));
    } finally {
      data.remove();
      rmSync(`${data.dir}-media`, { recursive: true, force: true });
      postgres?.destroy();
    }
  }
  return [
    `### Uploads: ${PHOTOS} photos of 4000 × 3000 px (${megabytes.toFixed(1)} MB each on average), new each time`,
    '',
    '| database | how | wall s | s per photo | server RSS before, MB | server RSS peak, MB | peak − before, MB |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Each photo: decoded once, orientation applied, metadata stripped, ${IMAGE_WIDTHS.length} widths × AVIF + WebP and a placeholder written; at most two are processed at once per server. The embedded PGlite database lives in the server process (its memory is most of the "before"); with PostgreSQL the server holds only the app.`,
  ].join('\n');
}

async function measureOn(engine: string, databaseUrl: string, dir: string, batches: Buffer[][]): Promise<string[]> {
  const server = await startProductionServer({
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: `${dir}-media`,
    SEED_DEMO: '1',
    JOBS: '0',
    ...STAFF,
  });
  try {
    const cookie = await signIn(server);
    // Without JavaScript: the ten files in one post of the property editor's form ('Upload photos').
    const form = await observe(server, async () => {
      const body = new FormData();
      for (const field of ['title', 'price', 'location', 'address', 'description']) body.append(field, 'x');
      body.append('intent', 'upload');
      batches[0]!.forEach((bytes, i) => body.append('photos', fileOf(bytes, `form-${i + 1}.jpg`)));
      const response = await fetch(`${server.url}/admin/properties/new`, { method: 'POST', body, headers: { cookie } });
      const html = await response.text();
      const stored = new Set(html.match(/\/media\/[0-9a-f]{32}\/\d+\.webp/g) ?? []).size;
      if (response.status !== 200 || stored < PHOTOS)
        throw new Error(`form upload: HTTP ${response.status}, ${stored} photos stored`);
    });

    // With JavaScript: one file a request to the JSON endpoint, two at a time, as the drop zone sends them.
    const endpoint = await observe(server, async () => {
      const queue = batches[1]!.map((bytes, i) => fileOf(bytes, `drop-${i + 1}.jpg`));
      const send = async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          const body = new FormData();
          body.append('photos', file);
          const response = await fetch(`${server.url}/admin/media/upload`, {
            method: 'POST',
            body,
            headers: { cookie },
          });
          if (!response.ok) throw new Error(`upload of ${file.name}: HTTP ${response.status} ${await response.text()}`);
        }
      };
      await Promise.all([send(), send()]);
    });

    const row = (label: string, run: Awaited<ReturnType<typeof observe>>) =>
      `| ${engine} | ${label} | ${(run.ms / 1000).toFixed(1)} | ${(run.ms / 1000 / PHOTOS).toFixed(2)} | ${run.before} | ${run.peak} | ${run.peak - run.before} |`;
    return [
      row('editor form, one post (no JavaScript)', form),
      row('JSON endpoint, one a request, 2 at a time (JavaScript)', endpoint),
    ];
  } finally {
    await server.stop();
  }
}
