import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_UPLOAD } from '@wellfit/contracts/account';
import { avatarProblem } from '@wellfit/contracts/validation';
import { errorText } from '~/lib/error-text';
import { buttonClassName } from '~/components/ui/button';
import { MemberAvatar } from '~/components/ui/member-avatar';
import { showToast } from '~/lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';

async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

const ACCEPT = AVATAR_UPLOAD.extensions.map((extension) => `.${extension}`).join(',');

/**
 * SPEC §3, §5 avatar: at least 128×128 px and up to 2 MB. Checked here for a quick answer; the
 * server checks again from the file's content and stores a resized copy.
 */
export function AvatarUpload({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    const size = await imageSize(file);
    const problem = size ? avatarProblem({ name: file.name, size: file.size, ...size }) : 'warning_avatar_unreadable';
    if (problem) return setFailure(t(`messages:${problem}`));
    try {
      await upload.mutateAsync(file);
      showToast(t('pages:account.avatar_saved'));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <span className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-2xl font-bold text-brand-700">
        <MemberAvatar avatarUrl={avatarUrl} alt={t('pages:account.avatar_alt')} size={80} testId="avatar-image" />
      </span>
      <div>
        <label
          className={buttonClassName(
            'secondary',
            'cursor-pointer focus-within:outline-2 focus-within:outline-brand-600',
          )}
        >
          {upload.isPending ? t('common:loading') : t('pages:account.avatar_choose')}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        <p className="mt-2 text-xs text-ink-500">{t('pages:account.avatar_rules')}</p>
        {failure && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
