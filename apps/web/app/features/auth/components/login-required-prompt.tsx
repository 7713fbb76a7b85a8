import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AlertDialog } from 'radix-ui';
import { buttonClassName } from '~/components/ui/button';

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
    <AlertDialog.Root open onOpenChange={(open) => !open && goBack()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content
          data-testid="login-required-prompt"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink-900">
            {t('common:login_required.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-600">
            {t('common:login_required.body')}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            {/* Plain buttons: Radix's Cancel/Action would also fire onOpenChange and navigate twice. */}
            <button type="button" className={buttonClassName('secondary')} onClick={goBack}>
              {t('common:login_required.cancel')}
            </button>
            <button type="button" className={buttonClassName('primary')} onClick={() => void navigate('/')}>
              {t('common:login_required.homepage')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
