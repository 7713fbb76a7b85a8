import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '~/components/ui/brand-mark';
import { buttonClassName } from '~/components/ui/button';
import { STORE_LINKS, type DevicePlatform } from '../platform';

function StoreLink({ store, prominent }: { store: keyof typeof STORE_LINKS; prominent: boolean }) {
  const { t } = useTranslation();
  return (
    <a
      href={STORE_LINKS[store]}
      rel="noopener noreferrer"
      className={buttonClassName(prominent ? 'primary' : 'secondary', 'w-full sm:w-auto')}
      data-testid={`store-${store}`}
    >
      {store === 'ios' ? t('pages:app_download.app_store') : t('pages:app_download.google_play')}
    </a>
  );
}

/** /app-download-redirect and /r/{inviteCode}: offer the store that fits the device, or both on a computer. */
export function AppDownloadPanel({ platform, inviteCode }: { platform: DevicePlatform; inviteCode?: string }) {
  const { t } = useTranslation();
  const stores: Array<keyof typeof STORE_LINKS> = platform === 'android' ? ['android', 'ios'] : ['ios', 'android'];
  const hint =
    platform === 'ios'
      ? t('pages:app_download.detected_ios')
      : platform === 'android'
        ? t('pages:app_download.detected_android')
        : t('pages:app_download.desktop_hint');

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <BrandMark className="h-12" />
      <h1 className="mt-8 text-3xl font-bold text-ink-900">
        {inviteCode ? t('pages:invite.heading') : t('pages:app_download.heading')}
      </h1>
      <p className="mt-3 text-ink-600">{inviteCode ? t('pages:invite.body') : t('pages:app_download.body')}</p>
      {inviteCode && (
        <div className="mt-6 w-full rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 px-6 py-4">
          <p className="text-sm text-brand-800">{t('pages:invite.code_label')}</p>
          <p
            className="mt-1 font-mono text-2xl font-bold tracking-widest text-brand-900 select-all"
            data-testid="invite-code"
          >
            {inviteCode}
          </p>
        </div>
      )}
      <p className="mt-8 text-sm text-ink-600" data-testid="platform-hint">
        {hint}
      </p>
      <div className="mt-4 flex w-full flex-col justify-center gap-3 sm:flex-row">
        {stores.map((store, index) => (
          <StoreLink key={store} store={store} prominent={platform === 'desktop' || index === 0} />
        ))}
      </div>
      <Link to="/" className="mt-10 text-sm font-medium text-brand-700 underline underline-offset-4">
        {t('pages:app_download.continue_on_web')}
      </Link>
    </section>
  );
}
