/** vite.config.ts localeMessages: one locale of the contracts message catalogue. */
declare module 'virtual:wellfit-messages/*' {
  import type { MessageKey } from '@wellfit/contracts/messages';

  const messages: Record<MessageKey, string>;
  export default messages;
}
