import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClassName } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';

/**
 * SPEC §2: on a needAuth page whose login was dismissed, say so and offer Homepage (go to /) or
 * Cancel (back one page). Opened directly (no page to go back to), Cancel also goes home.
 */
export default function LoginRequiredPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  };

  return (
    // Escape is the only other way out of an alert dialog; it counts as Cancel.
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && goBack()}
      title={t('common:login_required.title')}
      description={t('common:login_required.body')}
      testId="login-required-prompt"
    >
      {/* Plain buttons: the dialog's own Cancel/Action would also fire onOpenChange and navigate twice. */}
      <button type="button" className={buttonClassName('secondary')} onClick={goBack}>
        {t('common:login_required.cancel')}
      </button>
      <button type="button" className={buttonClassName('primary')} onClick={() => void navigate('/')}>
        {t('common:login_required.homepage')}
      </button>
    </ConfirmDialog>
  );
}
