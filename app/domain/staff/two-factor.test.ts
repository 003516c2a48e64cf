import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from './roles';
import {
  normaliseRecoveryCode,
  recoveryCodeFromBytes,
  RECOVERY_CODE_ALPHABET,
  recoveryCodeSchema,
  secondFactorCodeSchema,
  secondFactorGate,
  secondFactorRequired,
  secretOfUri,
  stepUpDue,
  type SecondFactorStatus,
} from './two-factor';

const status = (overrides: Partial<SecondFactorStatus> = {}): SecondFactorStatus => ({
  enrolled: true,
  assurance: 'aal2',
  verifiedAt: new Date(0).toISOString(),
  ...overrides,
});

describe('who needs a second factor', () => {
  it('owners and admins must have one, agents may', () => {
    expect(Object.fromEntries(STAFF_ROLES.map((role) => [role, secondFactorRequired(role)]))).toEqual({
      owner: true,
      admin: true,
      agent: false,
    });
  });

  it('opens the back office only once the session gave the factor its member has or needs', () => {
    const none = status({ enrolled: false, assurance: 'aal1', verifiedAt: null });
    expect(secondFactorGate('owner', none)).toBe('enrol');
    expect(secondFactorGate('admin', none)).toBe('enrol');
    expect(secondFactorGate('agent', none)).toBe('open');
    for (const role of STAFF_ROLES) {
      expect(secondFactorGate(role, status({ assurance: 'aal1', verifiedAt: null }))).toBe('code');
      expect(secondFactorGate(role, status())).toBe('open');
    }
    // A session that gave a code for a factor since removed still needs a new one for an owner.
    expect(secondFactorGate('owner', status({ enrolled: false }))).toBe('enrol');
  });
});

describe('step-up', () => {
  const at = (minutesAgo: number, now: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const now = Date.parse('2026-12-03T12:00:00Z');

  it('asks again when the last code is older than the limit, or none was given', () => {
    expect(stepUpDue(status({ verifiedAt: at(4, now) }), now, 5)).toBe(false);
    expect(stepUpDue(status({ verifiedAt: at(6, now) }), now, 5)).toBe(true);
    expect(stepUpDue(status({ verifiedAt: null, assurance: 'aal1' }), now, 5)).toBe(true);
    expect(stepUpDue(status({ enrolled: false, verifiedAt: at(1, now) }), now, 5)).toBe(true);
    expect(stepUpDue(status({ verifiedAt: 'not a date' }), now, 5)).toBe(true);
  });
});

describe('codes as typed', () => {
  it('reads a 6-digit code with spaces or a dash, and refuses anything else', () => {
    expect(secondFactorCodeSchema.safeParse({ code: '123 456' }).data?.code).toBe('123456');
    expect(secondFactorCodeSchema.safeParse({ code: '123-456' }).data?.code).toBe('123456');
    expect(secondFactorCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(secondFactorCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
    expect(secondFactorCodeSchema.safeParse({ code: '' }).success).toBe(false);
  });
});

describe('recovery codes', () => {
  it('are ten characters of Crockford base32 in two groups, from ten random bytes', () => {
    const code = recoveryCodeFromBytes(Uint8Array.from([0, 1, 31, 32, 255, 10, 17, 18, 26, 27]));
    expect(code).toBe('01Z0Z-AHJTV');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(() => recoveryCodeFromBytes(new Uint8Array(9))).toThrow();
    expect(RECOVERY_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(32);
  });

  it('are read whatever the case, spaces and dashes, with O as 0 and I and L as 1', () => {
    expect(normaliseRecoveryCode('7k2qd-m9xpa')).toBe('7K2QDM9XPA');
    expect(normaliseRecoveryCode(' 7K2QD M9XPA ')).toBe('7K2QDM9XPA');
    expect(normaliseRecoveryCode('OILO0-11111')).toBe('01100' + '11111');
    expect(normaliseRecoveryCode('7K2QD-M9XP')).toBeNull();
    expect(normaliseRecoveryCode('7K2QD-M9XPAA')).toBeNull();
    // U is not in the alphabet (and is not read as anything else).
    expect(normaliseRecoveryCode('UUUUU-UUUUU')).toBeNull();
  });

  it('the form gives the normalised code or a message', () => {
    expect(recoveryCodeSchema.safeParse({ code: '7k2qd-m9xpa' }).data?.code).toBe('7K2QDM9XPA');
    const wrong = recoveryCodeSchema.safeParse({ code: 'hello' });
    expect(wrong.success).toBe(false);
  });
});

describe('the secret shown as text', () => {
  it('is read from the otpauth URI, or nothing', () => {
    expect(secretOfUri('otpauth://totp/Island%20Estates:a%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=Island%20Estates')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(secretOfUri('otpauth://totp/x?secret=<script>')).toBeNull();
    expect(secretOfUri('not a uri')).toBeNull();
  });
});
