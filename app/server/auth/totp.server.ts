import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { SITE_NAME } from '#app/domain/constants';
import { TOTP_SETTINGS } from '#app/domain/staff/two-factor';

/**
 * TOTP through `otpauth` (RFC 6238: SHA-1, 6 digits, 30 s, one step either side) and its QR code through
 * `qrcode`, drawn as SVG on the server (the page needs no JavaScript). Used by the embedded backend, which keeps
 * the secrets itself; on Supabase GoTrue makes and checks them, and only the QR code is drawn here.
 */

/** A new secret of 160 random bits (RFC 4226's recommendation), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totp(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: SITE_NAME,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
  });
}

/** The otpauth:// URI an authenticator app scans. */
export const totpUri = (secret: string, account: string): string => totp(secret, account).toString();

/** The time step of `timestamp` (Unix time / 30). */
export const timeStepOf = (timestamp: number): number => TOTP.counter({ period: TOTP_SETTINGS.period, timestamp });

/**
 * The time step a code belongs to when it is right for `secret` at `timestamp` (the current step or one either
 * side), else null. The caller refuses a step it has accepted before (RFC 6238 §5.2).
 */
export function matchTotp(secret: string, code: string, timestamp = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    timestamp,
    window: TOTP_SETTINGS.window,
  });
  return delta === null ? null : timeStepOf(timestamp) + delta;
}

/** The QR code of an otpauth:// URI as an SVG document (dark modules on a light square, with its quiet zone). */
export async function qrCodeSvg(uri: string): Promise<string> {
  // Loaded when a member adds an authenticator, not with the server.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#111111', light: '#ffffff' },
  });
}

/** The digest a used code is remembered by (Supabase: claim_second_factor_code). */
export const usedCodeDigest = (userId: string, code: string): string =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');
