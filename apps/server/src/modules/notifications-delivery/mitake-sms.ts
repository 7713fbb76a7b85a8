import type { CodeMessage, MessageChannel } from './message-channel.ts';

/** Mitake's (三竹簡訊) HTTP send endpoint; SMS_MITAKE_URL points elsewhere for a test double. */
export const MITAKE_DEFAULT_URL = 'https://smsapi.mitake.com.tw/api/mtk/SmSend';

export interface MitakeConfig {
  username: string;
  password: string;
  url: string;
}

/**
 * Mitake answers every send with HTTP 200 and an INI-style body, one `[n]` section per message:
 * msgid, statuscode, AccountPoint, and Error when refused. Status 0 (booked), 1-3 (handed to
 * the carrier) and 4 (delivered) mean accepted; letters, * and 5-9 are refusals (bad
 * account, wrong number, no credit, …).
 */
const ACCEPTED_STATUS = new Set(['0', '1', '2', '3', '4']);

function parseAnswer(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of body.split(/\r?\n/)) {
    const separator = line.indexOf('=');
    if (separator > 0) fields[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return fields;
}

/** Mitake's domestic accounts take Taiwan mobiles as 09xxxxxxxx; codes name them 8869xxxxxxxx. */
function mitakeNumber(to: string): string {
  return to.startsWith('886') ? `0${to.slice(3)}` : `+${to}`;
}

/**
 * SMS through Mitake's HTTP API: a form POST (username, password, dstaddr, smbody) with
 * CharsetURL=UTF-8 so Chinese text arrives intact. Node's fetch is the server's one HTTP
 * client; a refusal or an unreachable gateway rejects, so the send answers an error instead of
 * a code nobody receives.
 */
export function mitakeSmsChannel(config: MitakeConfig, timeoutMs = 10_000): MessageChannel {
  return {
    async send(message: CodeMessage) {
      const url = new URL(config.url);
      url.searchParams.set('CharsetURL', 'UTF-8');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams({
          username: config.username,
          password: config.password,
          dstaddr: mitakeNumber(message.to),
          smbody: message.text,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = parseAnswer(await response.text());
      if (!response.ok || !ACCEPTED_STATUS.has(answer.statuscode ?? '')) {
        throw new Error(
          `Mitake refused the SMS: HTTP ${response.status}, statuscode ${answer.statuscode ?? 'none'}${answer.Error ? ` (${answer.Error})` : ''}`,
        );
      }
    },
  };
}
