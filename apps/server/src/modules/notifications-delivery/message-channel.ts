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
