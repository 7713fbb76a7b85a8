import { useRef, useState, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path inside the shop ("/product/12?sku=3"); relative links keep React Router's Link. */
  to: string;
  /** "intent": load the page's modules and data once the pointer rests on the link or it has focus. */
  prefetch?: 'intent' | 'none';
  replace?: boolean;
  preventScrollReset?: boolean;
}

/** How long the pointer rests on a link before its page is prefetched (React Router's Link waits as long). */
const PREFETCH_DELAY_MS = 100;

/**
 * The link for the shop's repeated in-app links: cards, list navigation, header and footer.
 * It keeps what React Router's Link does for an absolute path (client navigation on a plain
 * click, the browser's own behaviour for new tabs and modified clicks, route discovery through
 * `data-discover`, prefetch on intent), without resolving the path against the route tree on
 * every render: a product list renders 60 links, and resolving them was a fifth of the server's
 * rendering time (docs/decisions/app-link.md).
 */
export function AppLink({
  to,
  prefetch = 'none',
  replace,
  preventScrollReset,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onTouchStart,
  target,
  children,
  ...anchor
}: AppLinkProps) {
  const navigate = useNavigate();
  const [prefetching, setPrefetching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    // A link to the page one is on replaces the history entry instead of adding a duplicate.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate(to, { replace: replace ?? here === to, preventScrollReset });
  }

  const intent =
    prefetch === 'intent'
      ? {
          onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
            onMouseEnter?.(event);
            timer.current = setTimeout(() => setPrefetching(true), PREFETCH_DELAY_MS);
          },
          onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => {
            onMouseLeave?.(event);
            clearTimeout(timer.current);
          },
          onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
            onFocus?.(event);
            timer.current = setTimeout(() => setPrefetching(true), PREFETCH_DELAY_MS);
          },
          onBlur: (event: FocusEvent<HTMLAnchorElement>) => {
            onBlur?.(event);
            clearTimeout(timer.current);
          },
          onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
            onTouchStart?.(event);
            setPrefetching(true);
          },
        }
      : { onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart };

  return (
    <>
      <a {...anchor} {...intent} href={to} target={target} onClick={handleClick} data-discover="true">
        {children}
      </a>
      {prefetching && <PrefetchPageLinks page={to} />}
    </>
  );
}
