import { useTranslation } from 'react-i18next';
import { TELECOM_VIP_FREE_DAYS } from '@wellfit/contracts/constants';
import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:telecom_vip_event' };

/** /pages/{hash}: the telecom VIP event (SPEC §1: free courses for TELECOM_VIP_FREE_DAYS days). */
export default function TelecomVipEventPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon>
      <p className="mt-4 text-ink-600">{t('pages:telecom_vip.body', { days: TELECOM_VIP_FREE_DAYS })}</p>
    </ComingSoon>
  );
}
