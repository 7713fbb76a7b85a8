import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { iconButtonClassName, StrokeIcon } from '~/components/ui/icon';

const loadMenuSheet = () => import('./mobile-menu-sheet');
// The sheet (a Radix dialog) downloads when the visitor reaches for the button, not with every page.
const MobileMenuSheet = lazy(loadMenuSheet);

/** The navigation on screens up to 768 px: a hamburger opening a side sheet (focus kept inside, Escape closes). */
export function MobileMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  // The sheet belongs to the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('common:nav.open_menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenuSheet()}
        onFocus={() => void loadMenuSheet()}
        onClick={() => {
          setLoaded(true);
          setOpenOn(location.pathname);
        }}
        className={iconButtonClassName('ghost', 'md:hidden')}
        data-testid="mobile-menu-button"
      >
        <StrokeIcon strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </StrokeIcon>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={(next) => setOpenOn(next ? location.pathname : null)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
