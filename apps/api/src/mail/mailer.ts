import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';

/** One e-mail, already rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mails; the implementation is chosen by configuration. */
export interface Mailer {
  /** Sends (or queues) `message`; `executor` is the caller's transaction when it has one. */
  send(message: MailMessage, executor?: Db): Promise<void>;
}

/** A message as the mailbox and the mail queue store it. */
export function storedMessage(message: MailMessage) {
  return {
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
  };
}

/**
 * The development mailbox: stores the message in the database (read through `/dev/mailbox`) and logs
 * it, so codes are visible without an SMTP server. With `logBodies` false (production) the log keeps only
 * the recipient and subject: codes and reset links never reach production logs.
 */
export function createMailboxMailer(db: Db, log: Logger, logBodies = true): Mailer {
  return {
    async send(message, executor = db) {
      await executor.insertInto('mailbox').values(storedMessage(message)).execute();
      const mail = logBodies
        ? { to: message.to, subject: message.subject, text: message.text }
        : { to: message.to, subject: message.subject };
      log.info({ mail }, 'e-mail stored in the dev mailbox');
    },
  };
}

/** Sends through SMTP (`SMTP_URL`, e.g. `smtp://user:pass@host:587`). */
export function createSmtpMailer(smtpUrl: string, from: string, log: Logger): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      log.info({ mail: { to: message.to, subject: message.subject } }, 'e-mail sent by SMTP');
    },
    close: () => transport.close(),
  };
}
