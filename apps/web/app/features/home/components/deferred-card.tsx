import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * Product and content rails sit below the fold and carry most of the home page's component
 * code (product cards, prices). The server renders them into the HTML as usual; in the browser
 * their code loads only when one of them comes near the viewport, and React hydrates them then.
 * Until that moment the server's HTML is shown, and its links work as plain links. This keeps
 * the home route within its JavaScript budget (docs/decisions/deferred-home-rails.md).
 */

let wantRails: () => void = () => {};
/** Settles when a rail first nears the viewport; at once on the server, which renders everything. */
const railsWanted: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        wantRails = resolve;
      });

let observer: IntersectionObserver | undefined;

function observeSlot(element: HTMLDivElement | null): void {
  if (!element) return;
  // An empty slot was rendered in the browser (a client-side navigation), not by the server:
  // there is no HTML to show meanwhile, so the rails load at once.
  if (element.childElementCount === 0 || typeof IntersectionObserver === 'undefined') return wantRails();
  observer ??= new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      wantRails();
      observer?.disconnect();
    },
    { rootMargin: '100px 0px' },
  );
  observer.observe(element);
}

const loadRails = () => import('./below-fold-cards');
// The server renders every rail: load them with the module so its first page does not wait.
if (typeof window === 'undefined') void loadRails();
const BelowFoldCard = lazy(() => railsWanted.then(loadRails));

export function DeferredCard(props: ComponentProps<typeof BelowFoldCard>) {
  return (
    <div ref={observeSlot} className="min-h-px">
      <Suspense fallback={null}>
        <BelowFoldCard {...props} />
      </Suspense>
    </div>
  );
}
