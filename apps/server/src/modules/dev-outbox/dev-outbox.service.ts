import type { DevOutboxAnswer } from '@wellfit/contracts/auth';

export type DevOutboxMessage = DevOutboxAnswer['messages'][number];

/** Enough for a browser test run or a developer's afternoon; older messages fall off. */
const OUTBOX_CAPACITY = 200;

/**
 * Where one-time codes land when no SMS or e-mail provider is configured, so a developer, a
 * new user of a local install and the browser tests can read them (/dev/outbox). Kept in
 * process memory on purpose: plain codes never reach the database or the log.
 */
export class DevOutbox {
  private readonly messages: DevOutboxMessage[] = [];

  add(message: Omit<DevOutboxMessage, 'sentAt'>): void {
    this.messages.unshift({ ...message, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, OUTBOX_CAPACITY);
  }

  /** Newest first. */
  list(): DevOutboxMessage[] {
    return [...this.messages];
  }

  /** The newest code sent to this address (886912345678 or an e-mail address). */
  latestCodeFor(to: string): string | undefined {
    return this.messages.find((message) => message.to === to && message.code !== '')?.code;
  }
}
