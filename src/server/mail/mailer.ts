// Outgoing mail. With SMTP settings it is sent; without them each message is written to
// DATA_DIR/outbox as an .eml file and logged, so password resets work out of the box.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

import type { SmtpConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtp?: SmtpConfig;
  outboxDir: string;
  log: Logger;
}): Mailer {
  const { smtp, outboxDir, log } = options;
  if (smtp) {
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
    });
    return {
      async send(message) {
        await transport.sendMail({ from: smtp.from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: 'Nitro Race <no-reply@localhost>',
        ...message,
      });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      // Names sort in sending order (a padded sequence within one millisecond).
      const file = join(outboxDir, `${Date.now()}-${String(sequence).padStart(6, '0')}.eml`);
      // Written aside then renamed, so a reader of the outbox never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      log.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'mail written to outbox',
      );
    },
  };
}

/**
 * Runs mail work after the response has gone: how long a send takes (or whether there was anything
 * to send) must not show in the response's timing. Failures are logged, never thrown.
 */
const pendingAfterResponse = new Set<Promise<void>>();

export function afterResponse(log: Logger, what: string, work: () => Promise<void>): void {
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((err: unknown) => log.error({ err }, `${what} failed`));
  pendingAfterResponse.add(task);
  void task.finally(() => pendingAfterResponse.delete(task));
}

/** Resolves once the work queued after responses so far is done (a clean shutdown, tests). */
export async function afterResponseSettled(): Promise<void> {
  while (pendingAfterResponse.size > 0) await Promise.allSettled([...pendingAfterResponse]);
}
