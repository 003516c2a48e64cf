import { describe, expect, it } from 'vitest';
import { redact } from './log.server';

describe('log redaction', () => {
  it('never writes passwords, cookies or tokens', () => {
    expect(redact({ password: 'hunter2', newPassword: 'x', cookie: 'a=b', Authorization: 'Bearer t', refresh_token: 't', apiKey: 'k', email: 'a@b.c' })).toEqual({
      password: '[redacted]',
      newPassword: '[redacted]',
      cookie: '[redacted]',
      Authorization: '[redacted]',
      refresh_token: '[redacted]',
      apiKey: '[redacted]',
      email: 'a@b.c',
    });
  });
});
