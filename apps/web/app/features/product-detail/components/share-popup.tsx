import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_BUTTON_CLASS, ShareIcon, type SharePopupProps } from './share-button';

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
