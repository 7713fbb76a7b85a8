import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachSummary } from '@wellfit/contracts/content';
import { COACH_PORTRAIT_WIDTH } from '@wellfit/contracts/images';
import { CardFrame, CardLink, CoverPicture } from './card-frame';
import { isCoachCountry } from './coach-country';

export function CoachCountryName({ code }: { code: string }) {
  const { t } = useTranslation();
  return <>{isCoachCountry(code) ? t(`content:coach.country.${code}`) : code}</>;
}

export function CoachCard({ coach, name }: { coach: CoachSummary; name?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <CardFrame testId="coach-card" className="items-center gap-2 p-4 text-center">
      <CoverPicture
        src={coach.avatar}
        width={COACH_PORTRAIT_WIDTH}
        height={COACH_PORTRAIT_WIDTH}
        sizes="96px"
        className="size-24 rounded-full"
      />
      <h2 className="text-base font-semibold text-ink-900">
        <CardLink to={`/coach/${coach.id}`} prefetch="intent">
          {name ?? coach.name}
        </CardLink>
      </h2>
      <p className="line-clamp-2 text-sm text-ink-600">{coach.profession}</p>
      <p className="mt-auto flex flex-wrap justify-center gap-x-3 text-xs text-ink-500">
        <span>
          <CoachCountryName code={coach.country} />
        </span>
        <span>{t('content:coach.lessons', { count: coach.lessonCount })}</span>
        <span>{t('content:coach.followers', { count: coach.followerCount })}</span>
      </p>
    </CardFrame>
  );
}
