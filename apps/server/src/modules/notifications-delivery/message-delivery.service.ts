import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { DevOutbox } from '../dev-outbox/dev-outbox.service.ts';
import type { MessageChannel } from './message-channel.ts';

/** The message shapes callers build, published with the port. */
export type { CodeMessage, MessageChannel } from './message-channel.ts';
import { mitakeSmsChannel } from './mitake-sms.ts';

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
      outbox.add({ channel, ...message });
      // A notice's text is the member's business (log-redaction.md): the log only says it went to the outbox.
      logger.info(
        { channel, to: message.to },
        message.code === undefined
          ? `message for ${message.to} kept in the developer outbox (no ${CHANNEL_NAMES[channel]} provider configured)`
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
