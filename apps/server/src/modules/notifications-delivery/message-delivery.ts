import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { DevOutbox } from '../dev-outbox/dev-outbox.ts';
import { mitakeSmsChannel } from './mitake-sms.ts';

/** A one-time code on its way to a person. */
export interface CodeMessage {
  /** 886912345678 for SMS, the address for e-mail. */
  to: string;
  subject: string;
  text: string;
  code: string;
}

/** One way of reaching a person; adapters: SMTP e-mail, Mitake SMS (mitake-sms.ts), the developer outbox. */
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
 * with no Mitake account SMS codes do (SMS_PROVIDER=log also logs them).
 */
export function createMessageDelivery(config: Config, outbox: DevOutbox, logger: FastifyBaseLogger): MessageDelivery {
  const email = config.smtpUrl ? smtpEmailChannel(config.smtpUrl, config.smtpFrom) : outboxChannel(outbox, 'email');
  const sms = config.smsMitake
    ? mitakeSmsChannel(config.smsMitake)
    : outboxChannel(outbox, 'sms', config.smsProvider === 'log' ? logger : undefined);
  if (!config.devOutboxEnabled && (!config.smtpUrl || !config.smsMitake)) {
    logger.warn('an SMS or e-mail provider is not configured and /dev/outbox is off: some one-time codes reach nobody');
  }
  return {
    sms,
    email,
    close() {
      email.close?.();
    },
  };
}
