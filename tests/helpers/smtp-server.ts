import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives, parsed by
 * `mailparser`. Its mood is set by the test:
 *   'accept'  — takes every message (250);
 *   'refuse'  — answers every connection with 421 (busy, try later);
 *   'down'    — not listening at all (connection refused), via `stop()`.
 * Well behaved, as RFC 5322 lets a server be: a second message with a Message-ID it already took is
 * accepted (250) and dropped, and counted in `duplicatesDropped`. `received` holds every message taken
 * (duplicates included), `delivered` the unique ones.
 */

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
  messageId: string;
}

export interface TestSmtpServer {
  readonly url: string;
  readonly port: number;
  mode: 'accept' | 'refuse';
  /** Every message accepted, in order, duplicates included. */
  readonly received: ReceivedMail[];
  /** One per Message-ID: what a mailbox would show. */
  readonly delivered: ReceivedMail[];
  readonly duplicatesDropped: number;
  readonly refusedConnections: number;
  /** RCPT TO addresses answered with a permanent 550. */
  rejectRecipients: Set<string>;
  /** Stops listening (clients get 'connection refused'); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const delivered: ReceivedMail[] = [];
  const seen = new Set<string>();
  let duplicatesDropped = 0;
  let refusedConnections = 0;
  let port = 0;
  const state = { mode: 'accept' as 'accept' | 'refuse', rejectRecipients: new Set<string>() };

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Open connections do not hold a stop() up for long.
      closeTimeout: 500,
      banner: 'island-estates test SMTP',
      onConnect(_session, callback) {
        if (state.mode === 'refuse') {
          refusedConnections += 1;
          return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
        }
        callback();
      },
      onRcptTo(address, _session, callback) {
        if (state.rejectRecipients.has(address.address.toLowerCase())) {
          return callback(
            Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }),
          );
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then(
            (parsed) => {
              const messageId = parsed.messageId ?? '';
              const mail: ReceivedMail = {
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                },
                raw,
                parsed,
                messageId,
              };
              received.push(mail);
              if (messageId && seen.has(messageId)) {
                duplicatesDropped += 1;
                return callback(null, `2.0.0 Ok: duplicate of ${messageId}, dropped`);
              }
              seen.add(messageId);
              delivered.push(mail);
              callback(null, `2.0.0 Ok: queued as ${delivered.length}`);
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  let server = create();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();
  let listening = true;

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    received,
    delivered,
    get duplicatesDropped() {
      return duplicatesDropped;
    },
    get refusedConnections() {
      return refusedConnections;
    },
    get rejectRecipients() {
      return state.rejectRecipients;
    },
    set rejectRecipients(value) {
      state.rejectRecipients = value;
    },
    async stop() {
      if (!listening) return;
      listening = false;
      await close();
    },
    async start() {
      if (listening) return;
      server = create();
      await listen();
      listening = true;
    },
    async close() {
      if (!listening) return;
      listening = false;
      await close();
    },
  };
}
