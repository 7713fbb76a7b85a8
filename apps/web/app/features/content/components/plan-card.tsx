import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '@wellfit/contracts/content';
import { CardFrame, CardLink, CoverPicture } from './card-frame';
import { DifficultyBadge, VipBadge } from './difficulty-badge';

/** Plan pictures are rendered 16:9 at 960 px. */
const PICTURE_WIDTH = 960;
const PICTURE_HEIGHT = 540;

export function PlanCard({
  plan,
  priority = false,
  name,
}: {
  plan: PlanSummary;
  priority?: boolean;
  /** Shown instead of the plain name (search highlights the matched text). */
  name?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CardFrame testId="plan-card" className="overflow-hidden">
      <CoverPicture
        src={plan.planImage}
        width={PICTURE_WIDTH}
        height={PICTURE_HEIGHT}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="relative aspect-video"
      >
        {plan.vip !== 0 && (
          <span className="absolute top-2 left-2">
            <VipBadge />
          </span>
        )}
      </CoverPicture>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base leading-snug font-semibold text-ink-900">
          <CardLink to={`/plan/${plan.id}`} prefetch="intent">
            {name ?? plan.planName}
          </CardLink>
        </h2>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
          <DifficultyBadge level={plan.difficultyLevel} levelStr={plan.difficultyLevelStr} />
          <span>{t('content:days', { count: plan.totalDays })}</span>
          <span>{t('content:kcal', { count: plan.calorieCount })}</span>
          <span>{t('content:participants', { count: plan.participationCount })}</span>
        </p>
      </div>
    </CardFrame>
  );
}
