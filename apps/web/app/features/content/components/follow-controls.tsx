import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

export interface CoachFollowProps {
  coachId: number;
  coachName: string;
  /** The count every visitor sees, from the server-rendered page. */
  publicFollowerCount: number;
}

export function FollowControls({
  coachName,
  following,
  followerCount,
  disabled,
  onPress,
}: {
  coachName: string;
  following: boolean;
  followerCount: number;
  disabled: boolean;
  onPress: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        aria-label={t('content:coach.follow_label', { name: coachName })}
        disabled={disabled}
        onClick={onPress}
        data-testid="coach-follow"
      >
        {following ? t('content:coach.following') : t('content:coach.follow')}
      </Button>
      <span className="text-sm text-ink-600" data-testid="follower-count" aria-live="polite">
        {t('content:coach.followers', { count: followerCount })}
      </span>
    </div>
  );
}
