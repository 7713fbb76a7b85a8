import { useTranslation } from 'react-i18next';
import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/enterprise-entry';

export const handle: RouteHandle = { skipAuth: true, hideCookieBanner: true, title: 'titles:enterprise_entry' };

/** /ez/{enterpriseCode}/{isDemo}: enterprise sign-in by company code (SPEC §2, §6); completed by the accounts issue. */
export default function EnterpriseEntryPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ComingSoon>
      <p className="mt-4 text-ink-600">{t('pages:enterprise.body')}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-white px-6 py-4 text-left ring-1 ring-ink-100">
        <dt className="text-ink-500">{t('pages:enterprise.code_label')}</dt>
        <dd className="font-mono font-semibold text-ink-900" data-testid="enterprise-code">
          {params.enterpriseCode}
        </dd>
        {params.isDemo === '1' && (
          <>
            <dt className="text-ink-500">{t('pages:enterprise.demo_mode')}</dt>
            <dd className="text-ink-900">✓</dd>
          </>
        )}
      </dl>
    </ComingSoon>
  );
}
