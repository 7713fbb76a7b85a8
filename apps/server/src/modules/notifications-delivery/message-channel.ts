/** A message on its way to a person: a one-time code, or a notice (a support ticket, an order) without one. */
export interface CodeMessage {
  /** 886912345678 for SMS, the address for e-mail. */
  to: string;
  subject: string;
  text: string;
  /** The one-time code the text carries; none for a notice. */
  code?: string;
}

/** One way of reaching a person; adapters: SMTP e-mail, Mitake SMS (mitake-sms.ts), the developer outbox. */
export interface MessageChannel {
  send(message: CodeMessage): Promise<void>;
  close?(): void;
}
