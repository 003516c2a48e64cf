import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.server';

describe('parseEnv', () => {
  let cwd: string;
  let dir: string;
  beforeEach(() => {
    cwd = process.cwd();
    dir = mkdtempSync(path.join(tmpdir(), 'env-test-'));
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('defaults to PGlite in ./.data/pglite, port 3000, demo seeding on, and a kept development secret', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toEqual({ kind: 'pglite', dataDir: path.resolve('.data/pglite') });
    expect(env.PORT).toBe(3000);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.backend).toBe('embedded');
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({}).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it('reads the three database forms', () => {
    expect(parseEnv({ DATABASE_URL: 'pglite:memory' }).DATABASE_URL).toEqual({ kind: 'pglite', dataDir: null });
    expect(parseEnv({ DATABASE_URL: 'pglite:./db' }).DATABASE_URL).toEqual({ kind: 'pglite', dataDir: path.resolve('db') });
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/x' }).DATABASE_URL).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5432/x',
    });
    expect(parseEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseEnv({
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SUPABASE_URL: 'https://x.supabase.co',
        ADMIN_EMAIL: 'not-an-email',
        ADMIN_PASSWORD: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL: must be unset, pglite:<folder>, pglite:memory or a postgres:\/\/ URL/);
    expect(problems).toMatch(/SUPABASE_ANON_KEY/);
    expect(problems).toMatch(/ADMIN_EMAIL/);
    expect(problems).toMatch(/ADMIN_PASSWORD/);
    expect(problems).toMatch(/SESSION_SECRET: is required in production/);
  });

  it('refuses a short or default session secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'changeme' })).toThrow(/SESSION_SECRET/);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).SESSION_SECRET).toBe('x'.repeat(40));
  });

  it('reads the mail settings: the .eml folder by default, SMTP when set, staff addresses as a list', () => {
    const defaults = parseEnv({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.SITE_URL).toBeUndefined();
    expect(defaults).toMatchObject({
      MAIL_FROM: 'Island Estates <no-reply@islandestates.example>',
      NOTIFY_EMAILS: ['info@islandestates.example'],
      MAIL_DIR: path.resolve('.data/mail'),
      MAIL_WORKER_INTERVAL_SECONDS: 5,
      PAYMENT_REMINDERS_INTERVAL_SECONDS: 900,
      VENDOR_MAIL_INTERVAL_SECONDS: 900,
    });
    expect(defaults.PAYMENT_REMINDERS_TODAY_FILE).toBeUndefined();
    expect(defaults.VENDOR_MAIL_TODAY_FILE).toBeUndefined();
    const set = parseEnv({
      SMTP_URL: 'smtp://user:secret@mail.example.com:587',
      MAIL_FROM: 'bookings@islandestates.com',
      NOTIFY_EMAILS: 'desk@islandestates.com, sales@islandestates.com',
      MAIL_WORKER_INTERVAL_SECONDS: '2',
      SITE_URL: 'https://islandestates.com',
    });
    expect(set).toMatchObject({
      SMTP_URL: 'smtp://user:secret@mail.example.com:587',
      NOTIFY_EMAILS: ['desk@islandestates.com', 'sales@islandestates.com'],
      MAIL_WORKER_INTERVAL_SECONDS: 2,
    });
    let problems = '';
    try {
      parseEnv({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'Ada\r\nBcc: x@y.z <a@b.c>', NOTIFY_EMAILS: 'desk@x.com, nope' });
    } catch (error) {
      problems = (error as EnvError).problems.join('\n');
    }
    expect(problems).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(problems).toMatch(/MAIL_FROM/);
    expect(problems).toMatch(/NOTIFY_EMAILS/);
  });

  it('reads the optional tile source of the interactive map: an http(s) URL or a path on this site', () => {
    expect(parseEnv({}).MAP_TILES_URL).toBeUndefined();
    expect(parseEnv({ MAP_TILES_URL: ' ' }).MAP_TILES_URL).toBeUndefined();
    expect(parseEnv({ MAP_TILES_URL: '/tiles/islands.pmtiles' }).MAP_TILES_URL).toBe('/tiles/islands.pmtiles');
    expect(parseEnv({ MAP_TILES_URL: 'https://tiles.example.com/islands.pmtiles' }).MAP_TILES_URL).toBe(
      'https://tiles.example.com/islands.pmtiles',
    );
    for (const bad of ['//tiles.example.com/x.pmtiles', 'ftp://tiles.example.com/x.pmtiles', 'islands.pmtiles']) {
      expect(() => parseEnv({ MAP_TILES_URL: bad }), bad).toThrow(/MAP_TILES_URL: must be an http\(s\):\/\/ URL or a path/);
    }
  });
});
