import type { FastifyInstance } from 'fastify';
import { DEV_OUTBOX_PATHS, devOutboxAnswer } from '@wellfit/contracts/auth';
import type { DevOutbox, DevOutboxMessage } from './dev-outbox.service.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function row(message: DevOutboxMessage): string {
  const cells = [message.sentAt, message.channel, message.to, message.code ?? '', message.subject];
  return `<tr>${cells.map((cell, index) => (index === 3 ? `<td><strong>${escapeHtml(cell)}</strong></td>` : `<td>${escapeHtml(cell)}</td>`)).join('')}</tr>`;
}

/** A developer page, English only (not part of the shop). */
function outboxPage(messages: DevOutboxMessage[]): string {
  const body =
    messages.length === 0
      ? '<p>No messages yet. Request a code in the login dialog and reload this page.</p>'
      : `<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Code</th><th>Subject</th></tr></thead><tbody>${messages.map(row).join('')}</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Developer outbox · WellFit</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem .6rem;text-align:left}strong{font-family:monospace;font-size:1.1rem}</style></head>
<body><h1>Developer outbox</h1><p>One-time codes and notices sent while no SMS or e-mail provider is configured, newest first. Never served in production unless DEV_OUTBOX=true.</p>${body}</body></html>`;
}

/** GET /dev/outbox (HTML) and /dev/outbox.json; registered only when config.devOutboxEnabled. */
export async function devOutboxRoutes(app: FastifyInstance, options: { outbox: DevOutbox }): Promise<void> {
  // ?to=886912345678 (or an address) keeps only that recipient's messages.
  app.get(DEV_OUTBOX_PATHS.json, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { to } = request.query as { to?: string };
    const messages = options.outbox.list().filter((message) => !to || message.to === to.toLowerCase());
    return devOutboxAnswer.parse({ messages });
  });
  app.get(DEV_OUTBOX_PATHS.html, { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(options.outbox.list()));
  });
}
