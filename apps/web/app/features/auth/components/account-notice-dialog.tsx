import { useTranslation } from 'react-i18next';
import { buttonClassName } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
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
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      testId={testId}
    >
      {/* Plain buttons: the dialog's own Cancel/Action would also fire onOpenChange and close the flow. */}
      <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
        {t('pages:auth.later')}
      </button>
      <button type="button" className={buttonClassName('primary')} onClick={onAction}>
        {actionLabel}
      </button>
    </ConfirmDialog>
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
