import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '~/components/ui/page-loading';
import { useProfile } from '../api/get-profile';
import { ChangeContactForm } from './change-contact-form';
import { ChangePasswordForm } from './change-password-form';
import { LoadFailed } from './load-failed';
import { SetPasswordForm, type PasswordCodeCalls } from './set-password-form';

function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 ring-1 ring-ink-100">
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /member/settings (SPEC §2 account settings): change password (or, for a member who has none,
 * set one with a code), change mobile, change e-mail.
 */
export function MemberSettingsPage({ passwordCodeCalls }: { passwordCodeCalls: PasswordCodeCalls }) {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink-900">{t('titles:member_settings')}</h1>
      {profile.isPending ? (
        <PageLoading />
      ) : profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          {profile.data.hasPassword ? (
            <SettingsSection id="settings-password" title={t('pages:account.change_password')}>
              <ChangePasswordForm />
            </SettingsSection>
          ) : (
            <SettingsSection id="settings-password" title={t('pages:account.set_password')}>
              <SetPasswordForm user={profile.data} calls={passwordCodeCalls} />
            </SettingsSection>
          )}
          <SettingsSection id="settings-mobile" title={t('pages:account.change_mobile')}>
            <ChangeContactForm kind="mobile" user={profile.data} />
          </SettingsSection>
          <SettingsSection id="settings-email" title={t('pages:account.change_email')}>
            <ChangeContactForm kind="email" user={profile.data} />
          </SettingsSection>
        </div>
      )}
    </div>
  );
}
