import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { DevOutbox } from '../dev-outbox/dev-outbox.ts';
import { mitakeSmsChannel } from './mitake-sms.ts';

/** A message on its way to a person: a one-time code, or a general one (an order placed) without a code. */
export interface CodeMessage {
  /** 886912345678 for SMS, the address for e-mail. */
  to: string;
  subject: string;
  text: string;
  /** The one-time code it carries; absent on a general message. */
  code?: string;
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

const CHANNEL_NAMES = { sms: 'SMS', email: 'e-mail' } as const;

/**
 * A channel without a provider: the code is printed in the server's log as one readable line,
 * so the person who ran `npm start` can sign in (they read it off the terminal), and kept in
 * the developer outbox (served at /dev/outbox only when DEV_OUTBOX or outside production). A
 * channel with a provider never logs its codes.
 */
function printedChannel(outbox: DevOutbox, channel: 'sms' | 'email', logger: FastifyBaseLogger): MessageChannel {
  return {
    async send(message) {
      outbox.add({ channel, ...message, code: message.code ?? '' });
      logger.info(
        { channel, to: message.to },
        message.code === undefined
          ? `message "${message.subject}" for ${message.to} (no ${CHANNEL_NAMES[channel]} provider configured)`
          : `one-time code ${message.code} for ${message.to} (no ${CHANNEL_NAMES[channel]} provider configured)`,
      );
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
 * Picks the adapters the configuration names: SMTP_URL for e-mail, a Mitake account for SMS;
 * a channel without one prints its codes in the log (printedChannel).
 */
export function createMessageDelivery(config: Config, outbox: DevOutbox, logger: FastifyBaseLogger): MessageDelivery {
  const email = config.smtpUrl
    ? smtpEmailChannel(config.smtpUrl, config.smtpFrom)
    : printedChannel(outbox, 'email', logger);
  const sms = config.smsMitake ? mitakeSmsChannel(config.smsMitake) : printedChannel(outbox, 'sms', logger);
  return {
    sms,
    email,
    close() {
      email.close?.();
    },
  };
}
