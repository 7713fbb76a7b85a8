import { useTranslation } from 'react-i18next';
import { PageLoading } from '~/components/ui/page-loading';
import { showToast } from '~/lib/toast';
import { useProfile } from '../api/get-profile';
import { AvatarUpload } from './avatar-upload';
import { LoadFailed } from './load-failed';
import { ProfileForm } from './profile-form';

/** /member/info (SPEC §2 basic info): avatar and profile. */
export function MemberInfoPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <section>
      <h1 className="text-2xl font-bold text-ink-900">{t('titles:member_info')}</h1>
      {profile.isPending ? (
        <PageLoading />
      ) : profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : (
        <div className="mt-6 flex flex-col gap-8">
          <div className="rounded-3xl bg-white p-5 ring-1 ring-ink-100">
            <h2 className="mb-4 text-lg font-semibold text-ink-900">{t('pages:account.avatar_heading')}</h2>
            <AvatarUpload avatarUrl={profile.data.avatarUrl} />
          </div>
          <div className="rounded-3xl bg-white p-5 ring-1 ring-ink-100">
            <h2 className="mb-4 text-lg font-semibold text-ink-900">{t('pages:account.profile_heading')}</h2>
            <ProfileForm
              user={profile.data}
              submitLabel={t('pages:account.save')}
              onSaved={() => showToast(t('pages:account.profile_saved'))}
            />
          </div>
        </div>
      )}
    </section>
  );
}
