import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '#app/server/env.server';
import { log } from '#app/server/log.server';

/**
 * The mail port's other side (issue 32, item 4; docs/decisions/042-person-data.md): what the transport kept of
 * the messages it sent, and erasing a person from it. Two adapters, one contract (tests/integration/person-data-mail.test.ts):
 * - `folder` (embedded, MAIL_DIR): every .eml file sent to, from or mentioning the address is deleted — its
 *   headers, or its text however it was encoded (quoted-printable, base64);
 * - `smtp`: the site keeps no copy of what it handed to the mail server (the outbox rows are erased in the
 *   database), so there is nothing to erase here; the mail provider's own logs are the agency's to ask about.
 */
export interface MailArchive {
  readonly kind: 'smtp' | 'folder';
  /** Removes what mentions `address` (case-insensitively); how many messages went. */
  eraseAddress(address: string): Promise<number>;
}

/** Quoted-printable soft breaks and escapes undone ('=\r\n' joins lines, '=40' is '@'). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every base64 block of a message (its parts' bodies), decoded. */
function decodeBase64Blocks(text: string): string {
  const blocks = text.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [];
  return blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8')).join('\n');
}

/** Whether a raw message mentions `address` anywhere. */
export function messageMentions(raw: string, address: string): boolean {
  const needle = address.trim().toLowerCase();
  if (!needle) return false;
  return [raw, decodeQuotedPrintable(raw), decodeBase64Blocks(raw)].some((text) => text.toLowerCase().includes(needle));
}

export function folderArchive(dir: string): MailArchive {
  return {
    kind: 'folder',
    async eraseAddress(address) {
      let names: string[];
      try {
        names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const raw = await readFile(file, 'utf8').catch(() => null);
        if (raw === null || !messageMentions(raw, address)) continue;
        await unlink(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        removed += 1;
      }
      // Counts only: the address is never logged.
      log.info('mail folder: messages of an erased person removed', { removed });
      return removed;
    },
  };
}

/** SMTP keeps nothing on this side: nothing to erase. */
export function smtpArchive(): MailArchive {
  return { kind: 'smtp', eraseAddress: async () => 0 };
}

/** The archive of the transport in use: the .eml folder unless SMTP_URL is set. */
export function mailArchiveFromEnv(env: Pick<Env, 'SMTP_URL' | 'MAIL_DIR'>): MailArchive {
  return env.SMTP_URL ? smtpArchive() : folderArchive(env.MAIL_DIR);
}
