import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '~/components/ui/icon';

export interface SharePopupProps {
  url: string;
  title: string;
}

export const SHARE_BUTTON_CLASS =
  'inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600';

export function ShareIcon() {
  return (
    <StrokeIcon className="size-6" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </StrokeIcon>
  );
}

// The popover (Radix with its positioning and focus code) is most of the product page's optional
// JavaScript; it loads on the first press (or when the pointer or focus comes near), not up front.
const loadShareMenu = () => import('./share-menu');
const ShareMenu = lazy(loadShareMenu);

/**
 * The share button of a product page. Until the first press it is a plain button with the same
 * look and attributes as the popover's trigger, so the server HTML and the first paint match.
 */
export function SharePopup({ url, title }: SharePopupProps) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      className={SHARE_BUTTON_CLASS}
      aria-label={t('product:share.button')}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-testid="share-button"
      onPointerEnter={() => void loadShareMenu()}
      onFocus={() => void loadShareMenu()}
      onClick={() => setPressed(true)}
    >
      <ShareIcon />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenu url={url} title={title} />
    </Suspense>
  );
}
