/**
 * The mail port's erasure (issue 32, item 4; app/server/mail/archive.server.ts), one contract for both adapters:
 * erasing an address removes every message that mentions it — in its headers, or in a text encoded as
 * quoted-printable or base64 — and nothing else, and says how many went; a second erasure finds none. The SMTP
 * adapter keeps nothing on this side, so it has nothing to erase.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderArchive, messageMentions, smtpArchive } from '#app/server/mail/archive.server';
import { folderTransport, type OutgoingMail } from '#app/server/mail/transport.server';

const QUIET = { info: () => {}, warn: () => {} };
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const mail = (to: string, text: string, subject = 'Your stay'): OutgoingMail => ({
  messageId: `<${crypto.randomUUID()}@islandestates.example>`,
  from: 'Island Estates <no-reply@islandestates.example>',
  to: [{ name: 'Guest', address: to }],
  subject,
  text,
  html: `<p>${text}</p>`,
});

describe('the mail archive’s erasure', () => {
  it('folder: removes the messages to, or quoting, the address however they are encoded, and only those', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'person-mail-'));
    dirs.push(dir);
    const transport = folderTransport(dir, { log: QUIET });
    await transport.send(mail('Ana.Lima@Example.com', 'Plain text.'));
    // Long non-ASCII text: quoted-printable, the address split by a soft line break or not.
    await transport.send(mail('desk@islandestates.example', `${'é'.repeat(60)} write to ana.lima@example.com`));
    await transport.send(mail('other@example.net', 'Nothing of hers.'));
    await transport.close();
    // A message whose text is base64 (as some clients and forwards write them).
    const base64 = Buffer.from('Réponse à ana.lima@example.com, merci').toString('base64');
    await writeFile(
      path.join(dir, '20261130T000000000Z-forwarded@islandestates.example.eml'),
      `From: desk@islandestates.example\r\nTo: desk@islandestates.example\r\nSubject: Fwd\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64}\r\n`,
    );
    expect(await readdir(dir)).toHaveLength(4);

    const archive = folderArchive(dir);
    expect(archive.kind).toBe('folder');
    expect(await archive.eraseAddress('ANA.LIMA@example.com')).toBe(3);
    const left = await readdir(dir);
    expect(left).toHaveLength(1);
    expect(await archive.eraseAddress('ana.lima@example.com')).toBe(0);
    expect(await archive.eraseAddress('other@example.net')).toBe(1);
  });

  it('folder: a folder that does not exist yet holds nothing to erase', async () => {
    expect(await folderArchive(path.join(tmpdir(), `missing-${crypto.randomUUID()}`)).eraseAddress('a@b.example')).toBe(
      0,
    );
  });

  it('smtp: nothing is kept on this side, so nothing is erased', async () => {
    const archive = smtpArchive();
    expect(archive.kind).toBe('smtp');
    expect(await archive.eraseAddress('ana.lima@example.com')).toBe(0);
  });

  it('reads an address in a header, a quoted-printable text and a base64 part, and no other address', () => {
    expect(messageMentions('To: <Ana.Lima@Example.com>\r\n\r\nHi', 'ana.lima@example.com')).toBe(true);
    expect(messageMentions('Hello ana.li=\r\nma=40example.com', 'ana.lima@example.com')).toBe(true);
    expect(
      messageMentions(
        `\r\n${Buffer.from('mail ana.lima@example.com now').toString('base64')}\r\n`,
        'ana.lima@example.com',
      ),
    ).toBe(true);
    expect(messageMentions('To: anna.lima@example.com', 'ana.lima@example.com')).toBe(false);
    expect(messageMentions('anything', '  ')).toBe(false);
  });
});
