import { useTranslation } from 'react-i18next';
import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { skipAuth: true, hideCookieBanner: true, title: 'titles:enterprise_registration' };

/** /ezr/{token}: enterprise registration (SPEC §2, §7 checkEzAccount); completed by the accounts issue. */
export default function EnterpriseRegistrationPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon>
      <p className="mt-4 text-ink-600">{t('pages:enterprise.registration_body')}</p>
    </ComingSoon>
  );
}
