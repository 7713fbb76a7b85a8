import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';

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
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('courses:health.title')}
      description={t('courses:health.lead')}
      width="wide"
      testId="health-statement-dialog"
    >
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
    </Dialog>
  );
}
