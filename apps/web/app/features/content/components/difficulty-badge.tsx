import { useTranslation } from 'react-i18next';
import { difficultyName } from '../content-format';

/** "L2 Intermediate" (SPEC §3 difficultyLevelStr and its label). */
export function DifficultyBadge({ level, levelStr }: { level: number; levelStr: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      <span className="sr-only">{t('content:difficulty.label')} </span>
      {levelStr} {t(`content:difficulty.${difficultyName(level)}`)}
    </span>
  );
}

export function VipBadge() {
  const { t } = useTranslation();
  return <span className="badge bg-accent-600">{t('content:vip')}</span>;
}
