import type { Config } from '../../config.ts';

/**
 * The start banner's line about one-time codes, or nothing when every channel has a provider.
 * It names /dev/outbox only when that is served. Kept apart from message-delivery.ts so the
 * supervising process of several (server.ts) loads no mail or SMS client.
 */
export function describeCodeDelivery(
  config: Pick<Config, 'smtpUrl' | 'smsMitake' | 'devOutboxEnabled'>,
  baseUrl: string,
): string | undefined {
  const printed = [config.smsMitake ? undefined : 'SMS', config.smtpUrl ? undefined : 'e-mail'].filter(Boolean);
  if (printed.length === 0) return undefined;
  const outbox = config.devOutboxEnabled ? ` They are also listed at ${baseUrl}/dev/outbox.` : '';
  return (
    `No ${printed.join(' or ')} provider is configured: one-time sign-in codes sent by ${printed.join(' and ')} ` +
    `are printed in this log ("one-time code …").${outbox}`
  );
}
