import { randomUUID } from 'node:crypto';
import type { MailSettings } from '../config.js';
import { retryDelayMs } from '../scheduler/backoff.js';
import { createPeriodicLoop } from '../scheduler/periodic.js';
import type { Services } from '../services.js';
import { createSmtpMailer, type Mailer } from './mailer.js';
import { claimMail, settleMail } from './queue.js';

/** What one delivery tick did. */
export interface MailTickResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/** The mail queue's delivery loop: `tick` once, or `start` a loop every `intervalMs` until `stop`. */
export interface MailDelivery {
  readonly workerId: string;
  tick(): Promise<MailTickResult>;
  start(): void;
  /** Stops the loop, waits for the tick in progress and closes the SMTP connection. */
  stop(): Promise<void>;
}

/** Options of `createMailDelivery`; the transport defaults to SMTP at `SMTP_URL`. */
export interface MailDeliveryOptions {
  workerId?: string;
  settings?: MailSettings;
  transport?: Mailer & { close?(): void };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers the queued mail through SMTP, with exponential backoff between attempts and `maxAttempts` in
 * all. The worker process and (in development) the API process run one each; any number may run at once.
 * Without `SMTP_URL` nothing is queued (mail goes to the mailbox at once) and `start` does nothing.
 */
export function createMailDelivery(services: Services, options: MailDeliveryOptions = {}): MailDelivery {
  const { db, log, config } = services;
  const settings = options.settings ?? config.mail;
  const workerId = options.workerId ?? `mail-${randomUUID()}`;
  const transport =
    options.transport ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom, log) : null);

  async function tick(): Promise<MailTickResult> {
    const result: MailTickResult = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    if (!transport) return result;
    const claims = await claimMail(db, workerId, settings.batchSize, settings.leaseMs);
    result.claimed = claims.length;
    for (const claim of claims) {
      const message = { to: claim.to, subject: claim.subject, text: claim.text, html: claim.html };
      try {
        await transport.send(message);
        await settleMail(db, claim, workerId, { kind: 'sent' });
        result.sent += 1;
      } catch (error) {
        const mail = { id: claim.id, to: claim.to, subject: claim.subject, attempts: claim.attempts };
        if (claim.attempts >= settings.maxAttempts) {
          await settleMail(db, claim, workerId, { kind: 'failed', error: describe(error) });
          log.error({ err: error, mail }, 'e-mail given up after its last attempt');
          result.failed += 1;
        } else {
          const delayMs = retryDelayMs(claim.attempts, settings.retryBaseMs);
          await settleMail(db, claim, workerId, { kind: 'retry', delayMs, error: describe(error) });
          log.warn({ err: error, mail, retryInMs: delayMs }, 'e-mail not sent, will retry');
          result.retried += 1;
        }
      }
    }
    return result;
  }

  const loop = createPeriodicLoop(tick, settings.intervalMs, (error) =>
    log.error({ err: error }, 'mail delivery tick failed'),
  );

  return {
    workerId,
    tick,
    start() {
      if (!transport) {
        log.info('mail delivery idle: without SMTP_URL e-mails go to the mailbox when they are sent');
        return;
      }
      loop.start();
    },
    async stop() {
      await loop.stop();
      transport?.close?.();
    },
  };
}
