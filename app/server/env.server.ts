import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_EMAIL } from '#app/domain/constants';
import { z } from '#app/domain/zod';
import { parseTrustProxy } from '#app/server/http/proxy';

/**
 * The process environment, validated once at start-up. A bad value stops the server with a list of
 * every problem, instead of failing later on the first request that touches it.
 */

export const DEFAULT_DATA_DIR = '.data';

const flagDefaulting = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'])
    .default(fallback)
    .transform((value) => value === '1' || value === 'true');
const flag = flagDefaulting('1');

const databaseUrl = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => parseDatabaseUrl(value, ctx));

/** Seconds between two runs of a clocked job (app/server/jobs/), 1 s to a day. */
const jobIntervalSeconds = (fallback: number) =>
  z.coerce.number({ message: 'must be a whole number of seconds' }).int().min(1).max(86_400).default(fallback);

/** End-to-end tests only: a file holding the date a clocked job takes as today; unset or empty, the real time. */
const testTodayFile = z
  .string()
  .optional()
  .transform((file) => (file ? path.resolve(file) : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ message: 'must be a port number (0-65535)' }).int().min(0).max(65535).default(3000),
  DATABASE_URL: databaseUrl,
  SUPABASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  SUPABASE_ANON_KEY: z.string().trim().min(20, 'looks too short for a Supabase anon key').optional(),
  SESSION_SECRET: z.string().optional(),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_DEMO: flag,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Inquiry and contact submissions allowed per client address per 10 minutes (0: no limit). */
  INQUIRY_RATE_LIMIT: z.coerce.number({ message: 'must be a whole number' }).int().min(0).default(10),
  /** Extra hosts images may come from (the Content-Security-Policy), e.g. a Supabase Storage host. */
  IMAGE_HOSTS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https$/, message: 'each must be an https:// origin' }))),
  /**
   * Supabase's service-role key, server only: lets the background jobs (the iCal sync) write without a
   * staff session. Without it, on Supabase, feeds sync only when staff press 'Sync now'.
   */
  SUPABASE_SERVICE_ROLE_KEY: z.string().trim().min(20, 'looks too short for a Supabase service-role key').optional(),
  /** Minutes between two syncs of every villa's iCal feeds (0: only 'Sync now'). */
  ICAL_SYNC_INTERVAL_MINUTES: z.coerce
    .number({ message: 'must be a whole number of minutes' })
    .int()
    .min(0)
    .max(1440)
    .default(30),
  /**
   * Feed URLs on loopback or private networks are refused (server-side request forgery) unless this is 1:
   * for tests against local servers, never in production.
   */
  ICAL_ALLOW_PRIVATE_ADDRESSES: flagDefaulting('0'),
  /** The embedded media store's folder (stored images: public variants and private originals). */
  MEDIA_DIR: z
    .string()
    .trim()
    .min(1)
    .default(path.join(DEFAULT_DATA_DIR, 'media'))
    .transform((dir) => path.resolve(dir)),
  /**
   * Images imported by address from loopback or private networks are refused (server-side request
   * forgery) unless this is 1: for tests against local servers, never in production.
   */
  MEDIA_ALLOW_PRIVATE_ADDRESSES: flagDefaulting('0'),
  /**
   * E-mail (app/server/mail/): SMTP_URL delivers through a mail server (`smtp://user:pass@host:587`, STARTTLS
   * when offered, `?requireTLS=true` to insist; `smtps://…:465` for TLS from the start); without it every
   * message is written as an .eml file to MAIL_DIR. NOTIFY_EMAILS: the staff addresses new leads go to.
   */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z
    .string()
    .trim()
    .default('Island Estates <no-reply@islandestates.example>')
    .refine((value) => MAIL_FROM_PATTERN.test(value), 'must be an address, or a name and <address>'),
  NOTIFY_EMAILS: z
    .string()
    .default(CONTACT_EMAIL)
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ message: 'each must be an e-mail address' })).min(1, 'needs at least one address')),
  MAIL_DIR: z
    .string()
    .trim()
    .min(1)
    .default(path.join(DEFAULT_DATA_DIR, 'mail'))
    .transform((dir) => path.resolve(dir)),
  /** Seconds between two runs of the mail delivery worker. */
  MAIL_WORKER_INTERVAL_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds' })
    .int()
    .min(1)
    .max(3600)
    .default(5),
  /** Seconds between two runs of the payment reminders (each reminder goes once whatever the pace). */
  PAYMENT_REMINDERS_INTERVAL_SECONDS: jobIntervalSeconds(900),
  /**
   * End-to-end tests only: a file holding the day (YYYY-MM-DD) the payment reminders take as today, so a
   * journey can move their clock; unset (always, in production) or empty, the real date.
   */
  PAYMENT_REMINDERS_TODAY_FILE: testTodayFile,
  /** Seconds between two runs of the vendors' morning e-mail job (each e-mail goes once per vendor and day). */
  VENDOR_MAIL_INTERVAL_SECONDS: jobIntervalSeconds(900),
  /**
   * End-to-end tests only: a file holding the date (YYYY-MM-DD) the vendors' morning e-mail takes as today (at
   * noon on the islands), so a journey can reach the morning; unset (always, in production) or empty, the real time.
   */
  VENDOR_MAIL_TODAY_FILE: testTodayFile,
  /** Seconds between two runs of the search alerts' job (instant alerts go at each run; each listing once). */
  SEARCH_ALERTS_INTERVAL_SECONDS: jobIntervalSeconds(300),
  /**
   * End-to-end tests only: a file holding the date (YYYY-MM-DD) the search alerts' job takes as today (at noon on
   * the islands); unset (always, in production) or empty, the real time.
   */
  SEARCH_ALERTS_TODAY_FILE: testTodayFile,
  /** Seconds between two runs of the retention job (issue 32, item 5): leads and e-mails past their period anonymised. */
  RETENTION_INTERVAL_SECONDS: jobIntervalSeconds(21_600),
  /**
   * End-to-end tests only: a file holding the date (YYYY-MM-DD) the retention job takes as today (at noon on the
   * islands); unset (always, in production) or empty, the real time.
   */
  RETENTION_TODAY_FILE: testTodayFile,
  /** Which proxies' X-Forwarded-For/Forwarded headers count: a hop count or addresses/CIDRs (app/server/http/proxy.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        parseTrustProxy(value);
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a number of proxies or a list of addresses/CIDRs' });
      }
    }),
  /** The site's public origin, for the links in e-mails (default: http://localhost:PORT). */
  SITE_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
  /** The background jobs (option deadlines, feed syncing; app/server/jobs/): 0 turns them all off. */
  JOBS: flag,
  /**
   * A self-hosted PMTiles file of the islands (Protomaps basemap layers): an http(s) URL, or a path on this
   * site. Set, the detail pages offer 'Explore the area', an interactive map loaded on a click (MapLibre);
   * unset, nothing of it is rendered or loaded (docs/decisions/012-maps.md).
   */
  MAP_TILES_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || isTilesAddress(value),
      'must be an http(s):// URL or a path on this site starting with /',
    ),
});

/**
 * Rules across variables. They read the raw values, so they are reported together with the per-variable
 * problems instead of only after those are fixed.
 */
function crossVariableProblems(raw: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string) => Boolean(raw[name]?.trim());
  if (set('SUPABASE_URL') !== set('SUPABASE_ANON_KEY')) {
    problems.push(
      `${set('SUPABASE_URL') ? 'SUPABASE_ANON_KEY' : 'SUPABASE_URL'}: SUPABASE_URL and SUPABASE_ANON_KEY are set together or not at all`,
    );
  }
  if (set('ADMIN_EMAIL') !== set('ADMIN_PASSWORD')) {
    problems.push(
      `${set('ADMIN_EMAIL') ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all`,
    );
  }
  if (raw.NODE_ENV === 'production') {
    const secret = raw.SESSION_SECRET ?? '';
    if (!secret) problems.push('SESSION_SECRET: is required in production');
    else if (secret.length < 32 || WEAK_SECRETS.has(secret.toLowerCase())) {
      problems.push('SESSION_SECRET: must be a random value of at least 32 characters in production');
    }
  }
  return problems;
}

/** An http(s) URL, or a path on this site (not `//host`, which would be another site). */
function isTilesAddress(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** 'no-reply@example.com' or 'Island Estates <no-reply@example.com>', on one line. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const WEAK_SECRETS = new Set(['changeme', 'secret', 'session-secret', 'change-me-in-production']);

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

function parseDatabaseUrl(value: string | undefined, ctx: z.RefinementCtx): DatabaseTarget {
  if (!value) return { kind: 'pglite', dataDir: path.resolve(DEFAULT_DATA_DIR, 'pglite') };
  if (value === 'pglite:memory' || value === 'pglite://memory') return { kind: 'pglite', dataDir: null };
  if (value.startsWith('pglite:')) {
    const dir = value.slice('pglite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!dir) ctx.addIssue({ code: 'custom', message: 'pglite: needs a folder, e.g. pglite:./.data/pglite' });
    return { kind: 'pglite', dataDir: path.resolve(dir) };
  }
  if (/^postgres(ql)?:\/\//.test(value)) {
    try {
      new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not a valid postgres:// URL' });
    }
    return { kind: 'postgres', url: value };
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be unset, pglite:<folder>, pglite:memory or a postgres:// URL',
  });
  return z.NEVER;
}

export type Env = Omit<z.output<typeof envSchema>, 'SESSION_SECRET'> & {
  SESSION_SECRET: string;
  backend: 'supabase' | 'embedded';
  dataDir: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates a raw environment; pure except for the development session secret kept in the data folder. */
export function parseEnv(raw: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(raw);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)),
    ...crossVariableProblems(raw),
  ];
  if (!result.success || problems.length) throw new EnvError(problems);
  const env = result.data;
  const dataDir = path.resolve(DEFAULT_DATA_DIR);
  return {
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? developmentSessionSecret(dataDir),
    backend: env.SUPABASE_URL ? 'supabase' : 'embedded',
    dataDir,
  };
}

/** Outside production a missing secret is generated once and kept beside the embedded database. */
function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: no secret yet
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let cached: Env | undefined;

/** The validated environment of this process (validated on first use, i.e. at start-up). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
