import { describe, expect, it } from 'vitest';
import { changePasswordSchema, inviteSchema, linkToken, memberActionSchema, setPasswordSchema } from './forms';
import { staffTexts } from '#app/domain/staff/texts/staff';

const TOKEN = 'a'.repeat(64);
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('staff forms', () => {
  it('invite: an e-mail (lower-cased), a name and one of the three roles', () => {
    expect(inviteSchema.parse({ intent: 'invite', email: ' Ada@Example.COM ', name: ' Ada ', role: 'agent' })).toEqual({
      intent: 'invite',
      email: 'ada@example.com',
      name: 'Ada',
      role: 'agent',
    });
    expect(issues(inviteSchema.safeParse({ intent: 'invite', email: 'nope', name: '', role: 'superuser' }))).toEqual({
      email: staffTexts.emailInvalid,
      name: staffTexts.nameRequired,
      role: staffTexts.roleRequired,
    });
  });

  it('member actions: a user id and what to do; deactivation asks first without confirm=yes', () => {
    const userId = '5B0C8A4E-8F3E-4B61-9D3F-1C2B3A4D5E6F';
    expect(memberActionSchema.parse({ intent: 'role', userId, role: 'admin' })).toEqual({
      intent: 'role',
      userId: userId.toLowerCase(),
      role: 'admin',
    });
    expect(memberActionSchema.parse({ intent: 'deactivate', userId })).toMatchObject({ confirm: false });
    expect(memberActionSchema.parse({ intent: 'deactivate', userId, confirm: 'yes' })).toMatchObject({ confirm: true });
    expect(memberActionSchema.safeParse({ intent: 'role', userId, role: 'root' }).success).toBe(false);
    expect(memberActionSchema.safeParse({ intent: 'reset', userId: 'x' }).success).toBe(false);
    expect(memberActionSchema.safeParse({ intent: 'delete', userId }).success).toBe(false);
  });

  it('set password: the link’s token, 12 characters at least, twice the same', () => {
    expect(
      setPasswordSchema.safeParse({ token: TOKEN, password: 'correct-horse-battery', confirm: 'correct-horse-battery' })
        .success,
    ).toBe(true);
    expect(issues(setPasswordSchema.safeParse({ token: TOKEN, password: 'short', confirm: 'short' }))).toEqual({
      password: staffTexts.passwordTooShort(12),
    });
    expect(
      issues(
        setPasswordSchema.safeParse({
          token: TOKEN,
          password: 'correct-horse-battery',
          confirm: 'correct-horse-batter',
        }),
      ),
    ).toEqual({
      confirm: staffTexts.passwordsDiffer,
    });
    expect(
      setPasswordSchema.safeParse({
        token: 'nope',
        password: 'correct-horse-battery',
        confirm: 'correct-horse-battery',
      }).success,
    ).toBe(false);
  });

  it('change password: the current one, then a different new one twice', () => {
    const valid = { current: 'old-password-here', password: 'new-password-here', confirm: 'new-password-here' };
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
    expect(issues(changePasswordSchema.safeParse({ ...valid, current: '' }))).toEqual({
      current: staffTexts.passwordRequired,
    });
    expect(
      issues(changePasswordSchema.safeParse({ ...valid, password: valid.current, confirm: valid.current })),
    ).toEqual({ password: staffTexts.samePassword });
  });

  it('reads a link’s token from the address only when it is 64 hex digits', () => {
    expect(linkToken(TOKEN)).toBe(TOKEN);
    for (const value of [null, '', 'A'.repeat(64), 'a'.repeat(63), `${TOKEN}x`, '../etc'])
      expect(linkToken(value)).toBeNull();
  });
});
