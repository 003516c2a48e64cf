import { TOTP } from 'otpauth';

/** The authenticator keys added through `signInOverHttp`, per server and account, with the last step used. */
const keys = new Map<string, { secret: string; lastStep: number | null }>();

/** A code of `key`'s authenticator the server has not accepted yet (this step's or the next; else wait for one). */
async function freshCode(key: string): Promise<string> {
  const entry = keys.get(key)!;
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const usable = [step, step + 1].find((each) => entry.lastStep === null || each > entry.lastStep);
    if (usable !== undefined) {
      entry.lastStep = usable;
      return new TOTP({ secret: entry.secret }).generate({ timestamp: usable * 30_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, entry.lastStep! * 30_000 + 250 - Date.now()));
  }
}

/**
 * Signs a staff account in over plain HTTP (no browser), as the forms post it: the password, then — through
 * two-factor sign-in (docs/decisions/021-two-factor.md) — adding an authenticator (an owner's or admin's first
 * time: its key read from the page) or its code. Answers the session's cookies. For tests and scripts that drive
 * a production server with fetch; the keys live in this process only (each such server has its own database).
 */
export async function signInOverHttp(base: string, account: { email: string; password: string }): Promise<string> {
  const post = (path: string, fields: Record<string, string>, cookie = '') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  const login = await post('/login', { ...account, redirectTo: '/admin' });
  if (login.status !== 302) throw new Error(`staff sign-in failed (${login.status})`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .join('; ');
  const next = login.headers.get('Location') ?? '';
  const key = `${base} ${account.email}`;
  if (next.startsWith('/admin/account/two-factor')) {
    const page = await (await post(next, { intent: 'start' }, cookie)).text();
    const field = (name: string) =>
      new RegExp(`name="${name}" value="([^"]+)"`).exec(page)?.[1]?.replaceAll('&amp;', '&');
    const secret = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(page)?.[1]?.replace(/\s/g, '');
    if (!secret) throw new Error('no authenticator key on the two-factor page');
    keys.set(key, { secret, lastStep: null });
    const fields = { intent: 'confirm', factorId: field('factorId')!, uri: field('uri')!, code: await freshCode(key) };
    const confirmed = await post(next, fields, cookie);
    if (!(await confirmed.text()).includes('Your Recovery Codes'))
      throw new Error(`enrolment refused (${confirmed.status})`);
  } else if (next.startsWith('/login/verify')) {
    if (!keys.has(key)) throw new Error(`no authenticator key kept for ${account.email}`);
    const verified = await post(next, { code: await freshCode(key) }, cookie);
    if (verified.status !== 302) throw new Error(`code refused (${verified.status})`);
  }
  return cookie;
}
