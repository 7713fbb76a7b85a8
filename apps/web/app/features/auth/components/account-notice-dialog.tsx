import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { buttonClassName } from '~/components/ui/button';
import { openAuthDialog } from '~/lib/auth-dialog-store';

interface AccountNoticeProps {
  title: string;
  description: string;
  actionLabel: string;
  onAction(): void;
  onClose(): void;
  testId: string;
}

function AccountNotice({ title, description, actionLabel, onAction, onClose, testId }: AccountNoticeProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            {/* Plain buttons: Radix's Cancel/Action would also fire onOpenChange and close the flow. */}
            <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
              {t('pages:auth.later')}
            </button>
            <button type="button" className={buttonClassName('primary')} onClick={onAction}>
              {actionLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** SPEC §4, §8 commonLogin 405: the password must be reset; Reset Password opens the reset dialog. */
export function ResetRequiredNotice({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <AccountNotice
      testId="reset-required-notice"
      title={t('messages:tip_reset_password_required')}
      description={t('messages:tip_reset_password_required_desc')}
      actionLabel={t('pages:auth.reset_password')}
      onAction={() => openAuthDialog('reset')}
      onClose={onClose}
    />
  );
}

/** SPEC §4 Reset: on success the dialog closes and a success prompt offers to log in. */
export function ResetDoneNotice({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <AccountNotice
      testId="reset-done-notice"
      title={t('messages:tip_password_changed')}
      description={t('pages:auth.reset_done_body')}
      actionLabel={t('pages:auth.log_in')}
      onAction={() => openAuthDialog('login')}
      onClose={onClose}
    />
  );
}
