import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD_PX } from '@wellfit/contracts/constants';
import { iconButtonClassName, StrokeIcon } from './icon';

/** SPEC §2: appears once the page is scrolled SCROLL_TOP_THRESHOLD_PX or more. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY >= SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }}
      aria-label={t('common:scroll_to_top')}
      title={t('common:scroll_to_top')}
      className={iconButtonClassName('floating', 'fixed right-4 bottom-[calc(6rem+var(--phone-action-bar-room))] z-30')}
    >
      <StrokeIcon strokeLinecap="round">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </StrokeIcon>
    </button>
  );
}
