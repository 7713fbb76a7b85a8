import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '~/components/ui/icon';

const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.5C1.5 7.6 3.7 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.3 0 5.5 3.1 4.3 6.5-1.8 4.9-9.3 9.5-9.3 9.5z';

interface HeartButtonProps {
  liked: boolean;
  disabled?: boolean;
  onPress(): void;
  className?: string;
}

/** The favourite toggle as drawn: a heart, filled when on (aria-pressed). */
export function HeartButton({ liked, disabled = false, onPress, className = '' }: HeartButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={t('common:favourite_button.label')}
      title={t(liked ? 'common:favourite_button.remove' : 'common:favourite_button.add')}
      disabled={disabled}
      onClick={onPress}
      data-testid="favourite-button"
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 ring-1 ring-ink-200 transition-colors hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
        liked ? 'text-accent-600' : 'text-ink-600'
      } ${className}`.trim()}
    >
      <StrokeIcon className="size-6" strokeLinejoin="round">
        <path d={HEART_PATH} fill={liked ? 'currentColor' : 'none'} />
      </StrokeIcon>
    </button>
  );
}
