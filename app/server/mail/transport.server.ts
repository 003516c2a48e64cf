import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '#app/server/env.server';
import { log as appLog } from '#app/server/log.server';

/**
 * The mail transport port, with two adapters and one contract (tests/integration/mail-delivery.test.ts):
 * - `smtp`: nodemailer over SMTP_URL — production;
 * - `folder`: each message as an .eml file in MAIL_DIR (`<timestamp>-<message-id>.eml`), logged — the
 *   embedded default, so a fresh clone shows exactly what would be sent.
 * `send` resolves only once the message was accepted (the server's answer, or the file written), and
 * rejects with a `MailTransportError` saying whether trying again could help.
 */

export interface MailAddress {
  name?: string;
  address: string;
}

export interface OutgoingMail {
  /** '<uuid@domain>', the same on every try: a server that saw it once may drop a second copy. */
  messageId: string;
  /** MAIL_FROM: 'Island Estates <no-reply@…>'. */
  from: string;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  inReplyTo?: string;
  references?: string;
  headers?: Record<string, string>;
  date?: Date;
  /** Files drawn for the message (a statement's PDF), given as bytes: never read from a path or a URL. */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export interface Delivery {
  accepted: string[];
  rejected: string[];
  /** The server's final answer ('250 2.0.0 Ok: queued as …'), or where the file went. */
  response: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'folder';
  send(mail: OutgoingMail): Promise<Delivery>;
  close(): Promise<void>;
}

export class MailTransportError extends Error {
  constructor(
    message: string,
    /** True when the server refused for good (a 5xx answer to the recipients): trying again will not help. */
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailTransportError';
  }
}

/** The message as nodemailer takes it: addresses as objects (never parsed from text), no file or URL access. */
function nodemailerMessage(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    date: mail.date ?? new Date(),
    from: mail.from,
    to: mail.to.map((to) => ({ name: to.name ?? '', address: to.address })),
    replyTo: mail.replyTo ? { name: mail.replyTo.name ?? '', address: mail.replyTo.address } : undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    inReplyTo: mail.inReplyTo,
    references: mail.references,
    headers: mail.headers,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      content: Buffer.from(file.content),
      contentType: file.contentType,
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** SMTP reply codes and connection errors in one line, for the outbox's last_error. */
function describe(error: unknown): string {
  const e = error as { message?: string; code?: string; responseCode?: number; response?: string };
  const parts = [e?.code, e?.responseCode ? String(e.responseCode) : undefined].filter(Boolean).join(' ');
  const message = (e?.response || e?.message || String(error)).replace(/\s+/g, ' ').trim();
  return parts ? `${parts}: ${message}` : message;
}

export interface SmtpOptions {
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/** Nodemailer over `url` (smtp://user:pass@host:587 — STARTTLS when offered; smtps:// — TLS from the start). */
export function smtpTransport(url: string, options: SmtpOptions = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.greetingTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail(nodemailerMessage(mail));
        const accepted = info.accepted.map(String);
        const rejected = info.rejected.map(String);
        if (accepted.length === 0) throw new MailTransportError(`No recipient accepted: ${info.response}`, true);
        return { accepted, rejected, response: info.response };
      } catch (error) {
        if (error instanceof MailTransportError) throw error;
        const e = error as { permanent?: boolean; code?: string };
        // Only a refusal of the recipients themselves is final; a refused login, a full mailbox server
        // or a network failure may pass on a later try.
        const permanent = e?.permanent === true && e.code === 'EENVELOPE';
        throw new MailTransportError(describe(error), permanent, { cause: error });
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/** '<2f1c…@islandestates.example>' as a safe file name part. */
const fileSafe = (messageId: string) => messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@._-]/g, '_');

/** '20261125T101530123Z' */
const stamp = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

type Logger = Pick<typeof appLog, 'info' | 'warn'>;

/**
 * Each message as an .eml file (RFC 5322, CRLF line ends, as it would go over SMTP). A message already in
 * the folder (same Message-ID) is not written twice, as a well-behaved mail server would drop it.
 */
export function folderTransport(dir: string, options: { log?: Logger; now?: () => Date } = {}): MailTransport {
  const log = options.log ?? appLog;
  const now = options.now ?? (() => new Date());
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'folder',
    async send(mail) {
      const suffix = `-${fileSafe(mail.messageId)}.eml`;
      const recipients = mail.to.map((to) => to.address);
      try {
        await mkdir(dir, { recursive: true });
        const existing = (await readdir(dir)).find((name) => name.endsWith(suffix));
        if (existing) {
          log.info('mail already in the folder: not written again', { file: existing, messageId: mail.messageId });
          return { accepted: recipients, rejected: [], response: `250 duplicate of ${existing}, not written again` };
        }
        const info = await composer.sendMail(nodemailerMessage(mail));
        const file = `${stamp(now())}${suffix}`;
        // Written whole or not at all: a reader never sees half a message.
        const partial = path.join(dir, `.${randomUUID()}.tmp`);
        await writeFile(partial, info.message as Buffer);
        await rename(partial, path.join(dir, file));
        log.info('mail written to the folder', {
          file: path.join(dir, file),
          to: recipients.join(', '),
          subject: mail.subject,
        });
        return { accepted: recipients, rejected: [], response: `250 written to ${file}` };
      } catch (error) {
        throw new MailTransportError(describe(error), false, { cause: error });
      }
    },
    async close() {
      composer.close();
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the .eml folder. */
export function transportFromEnv(env: Pick<Env, 'SMTP_URL' | 'MAIL_DIR'>): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : folderTransport(env.MAIL_DIR);
}

/** Where the transport delivers, for logs: the SMTP host (never its credentials) or the folder. */
export function transportTarget(env: Pick<Env, 'SMTP_URL' | 'MAIL_DIR'>): string {
  if (!env.SMTP_URL) return env.MAIL_DIR;
  const url = new URL(env.SMTP_URL);
  return `${url.protocol}//${url.host}`;
}
