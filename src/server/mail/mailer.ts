// Outgoing mail. With SMTP settings it is sent; without them each message is written to
// DATA_DIR/outbox as an .eml file and logged, so password resets work out of the box.
import { mkdir, writeFile } from 'node:fs/promises';
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
      const file = join(outboxDir, `${Date.now()}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'mail written to outbox',
      );
    },
  };
}
