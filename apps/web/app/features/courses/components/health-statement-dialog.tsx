import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { Button } from '~/components/ui/button';

/**
 * SPEC §4/§5: the health statement must be read and agreed before a course video. Declining is
 * a real choice: it is stored and blocks videos until the member changes it here.
 */
export function HealthStatementDialog(props: {
  open: boolean;
  saving: boolean;
  onChoose(accepted: boolean): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          data-testid="health-statement-dialog"
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,32rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6"
        >
          <Dialog.Title className="text-xl font-bold text-ink-900">{t('courses:health.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-600">{t('courses:health.lead')}</Dialog.Description>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-ink-700">
            <li>{t('courses:health.point_doctor')}</li>
            <li>{t('courses:health.point_stop')}</li>
            <li>{t('courses:health.point_pace')}</li>
            <li>{t('courses:health.point_responsibility')}</li>
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={props.saving} onClick={() => props.onChoose(false)}>
              {t('courses:health.decline')}
            </Button>
            <Button disabled={props.saving} onClick={() => props.onChoose(true)}>
              {t('courses:health.accept')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
