import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_SECONDS } from '@wellfit/contracts/constants';
import { showToast } from '~/lib/toast';
import { errorText } from '~/lib/error-text';
import { useCountdown } from '~/lib/use-countdown';

interface SendCodeButtonProps {
  /** Sends the code; a rejection is shown as the server's message. */
  send(): Promise<void>;
  /** SPEC §5: also disabled when its parent says so (an invalid account). */
  disabled?: boolean;
  /** Where the failure is shown (the form's error line); the toast is used otherwise. */
  onError?(message: string): void;
  className?: string;
}

/**
 * SPEC §2, §5: Send Code, then "Resend" with a 60-second countdown during which it is disabled.
 * A successful send says tip_code_sent.
 */
export function SendCodeButton({ send, disabled = false, onError, className = '' }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const label =
    secondsLeft > 0
      ? t('pages:auth.resend_in', { seconds: secondsLeft })
      : sentOnce
        ? t('pages:auth.resend')
        : t('pages:auth.send_code');

  return (
    <button
      type="button"
      disabled={disabled || sending || secondsLeft > 0}
      aria-live="polite"
      onClick={async () => {
        setSending(true);
        try {
          await send();
          setSentOnce(true);
          start(RESEND_COUNTDOWN_SECONDS);
          showToast(t('messages:tip_code_sent'));
        } catch (error) {
          if (onError) onError(errorText(error));
          else showToast(errorText(error));
        } finally {
          setSending(false);
        }
      }}
      className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl border border-brand-600 px-3 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-ink-200 disabled:text-ink-400 disabled:hover:bg-transparent ${className}`}
      data-testid="send-code"
    >
      {label}
    </button>
  );
}
