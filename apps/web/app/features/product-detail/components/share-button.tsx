import { StrokeIcon } from '~/components/ui/icon';

// What the plain share button (share-popup) and the lazily loaded popover trigger (share-menu)
// both draw: apart from them so that neither file imports the other.
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
