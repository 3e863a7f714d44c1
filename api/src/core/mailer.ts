// Outgoing mail of the reference API (issue 42): every message is written as one file, `<time>-<id>.eml`, to the
// outbox folder (MAIL_DIR, default `outbox/` next to the database), where a developer reads it. A deployment replaces
// this with its own mail service (the `Mailer` interface); the links in the messages are single-use secrets, so the
// folder and its files are readable by their owner only.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; the links a message carries are in it. */
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where the messages go (a folder), or undefined when nowhere (a `:memory:` database without MAIL_DIR). */
  readonly outbox: string | undefined;
}

/** The outbox folder of a database: `MAIL_DIR` when given, else `outbox/` next to the database file. */
export function outboxFor(dbPath: string, mailDir: string): string | undefined {
  if (mailDir) return mailDir;
  return dbPath === ':memory:' ? undefined : path.join(path.dirname(dbPath), 'outbox');
}

/** Header values never carry a line break (no header injection from an address or a subject). */
const headerValue = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

export function fileMailer(
  outbox: string | undefined,
  from = 'Oficina virtual <no-reply@portal.example>',
): Mailer {
  return {
    outbox,
    async send(message) {
      if (!outbox) return;
      await fs.promises.mkdir(outbox, { recursive: true, mode: 0o700 });
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const content = [
        `From: ${from}`,
        `To: ${headerValue(message.to)}`,
        `Subject: ${headerValue(message.subject)}`,
        `Date: ${date.toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.text,
        '',
      ].join('\r\n');
      await fs.promises.writeFile(path.join(outbox, name), content, { mode: 0o600, flag: 'wx' });
    },
  };
}

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

/** The messages in an outbox folder, oldest first (for tests and the developer's tools). */
export function readOutbox(outbox: string): StoredMail[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = path.join(outbox, name);
      const raw = fs.readFileSync(file, 'utf8');
      const [head = '', ...body] = raw.split('\r\n\r\n');
      const header = (key: string) =>
        head
          .split('\r\n')
          .find((line) => line.toLowerCase().startsWith(`${key.toLowerCase()}: `))
          ?.slice(key.length + 2) ?? '';
      return { to: header('To'), subject: header('Subject'), text: body.join('\r\n\r\n').trimEnd(), file };
    });
}

/** The first link of a message whose query holds `param` (e.g. the confirmation link's token). */
export function linkParam(text: string, param: string): string | undefined {
  for (const match of text.matchAll(/https?:\/\/\S+/g)) {
    const value = new URL(match[0]).searchParams.get(param);
    if (value) return value;
  }
  return undefined;
}
