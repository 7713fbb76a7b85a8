import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { DevOutbox } from '../dev-outbox/dev-outbox.ts';

/** A one-time code on its way to a person. */
export interface CodeMessage {
  /** 886912345678 for SMS, the address for e-mail. */
  to: string;
  subject: string;
  text: string;
  code: string;
}

/** One way of reaching a person; adapters: SMTP e-mail, the developer outbox (and later an SMS gateway). */
export interface MessageChannel {
  send(message: CodeMessage): Promise<void>;
  close?(): void;
}

export interface MessageDelivery {
  sms: MessageChannel;
  email: MessageChannel;
  close(): void;
}

function outboxChannel(outbox: DevOutbox, channel: 'sms' | 'email', logger?: FastifyBaseLogger): MessageChannel {
  return {
    async send(message) {
      outbox.add({ channel, ...message });
      // SMS_PROVIDER=log: the code also appears in the server log, for a machine without a browser.
      logger?.info({ channel, to: message.to, code: message.code }, 'one-time code (no provider configured)');
    },
  };
}

/** E-mail over SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@relay:587 or smtps://…:465). */
export function smtpEmailChannel(smtpUrl: string, from: string): MessageChannel {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Picks the adapters the configuration names. With no SMTP_URL e-mail codes go to the outbox;
 * SMS has no real gateway yet, so SMS codes always do (SMS_PROVIDER=log also logs them).
 */
export function createMessageDelivery(config: Config, outbox: DevOutbox, logger: FastifyBaseLogger): MessageDelivery {
  const email = config.smtpUrl ? smtpEmailChannel(config.smtpUrl, config.smtpFrom) : outboxChannel(outbox, 'email');
  const sms = outboxChannel(outbox, 'sms', config.smsProvider === 'log' ? logger : undefined);
  if (!config.devOutboxEnabled && (!config.smtpUrl || config.smsProvider === 'outbox')) {
    logger.warn('no SMS or e-mail provider is configured and /dev/outbox is off: one-time codes reach nobody');
  }
  return {
    sms,
    email,
    close() {
      email.close?.();
    },
  };
}
