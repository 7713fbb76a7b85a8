import { lazy, Suspense } from 'react';

const NotFoundScreen = lazy(() => import('./not-found-screen').then((module) => ({ default: module.NotFoundScreen })));

/**
 * The 404 screen for pages that show it only when what they show is missing (an unknown product,
 * a removed article) and for the root's error page: its code loads when it is shown, not with
 * every such page. The server renders it in full, so the status and the text arrive at once.
 */
export function LazyNotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen />
    </Suspense>
  );
}
