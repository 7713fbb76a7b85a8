import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SHARE_POPUP } from '@wellfit/contracts/constants';
import { showToast } from '~/lib/toast';
import { SHARE_BUTTON_CLASS, ShareIcon, type SharePopupProps } from './share-button';

type Network = 'facebook' | 'line' | 'twitter';

const SHARE_URLS: Record<Network, (url: string, text: string) => string> = {
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  line: (url) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`,
  twitter: (url, text) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
};

/** SPEC §9: share networks open in a 626×436 window, centred over the shop. */
function openSharePopup(address: string): void {
  const left = Math.max(0, window.screenX + (window.outerWidth - SHARE_POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SHARE_POPUP.height) / 2);
  const popup = window.open(
    address,
    'wellfit-share',
    `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${Math.round(left)},top=${Math.round(top)}`,
  );
  // The network's page must not reach back into the shop (what noopener would do, but that flag
  // makes some browsers ignore the window size).
  if (popup) popup.opener = null;
}

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The share button with its list of networks (Facebook, LINE, X, copy link), open from the start:
 * SharePopup mounts it on the first press, so the popover code is not in the page's first load.
 */
export default function ShareMenu({ url, title }: SharePopupProps) {
  const { t } = useTranslation();

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('product:share.copied'));
    } catch {
      showToast(t('product:share.copy_failed'));
    }
  }

  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger className={SHARE_BUTTON_CLASS} aria-label={t('product:share.button')} data-testid="share-button">
        <ShareIcon />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-ink-100"
          aria-label={t('product:share.heading')}
        >
          <p className="px-3 py-2 text-xs font-semibold text-ink-500">{t('product:share.heading')}</p>
          <ul>
            {(Object.keys(SHARE_URLS) as Network[]).map((network) => (
              <li key={network}>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => openSharePopup(SHARE_URLS[network](url, title))}
                >
                  {t(`product:share.${network}`)}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={itemClass} onClick={() => void copyLink()}>
                {t('product:share.copy')}
              </button>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
