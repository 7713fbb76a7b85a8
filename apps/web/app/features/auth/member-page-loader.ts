import { waitForAppReady } from '~/lib/wait-for-app-ready';

/**
 * The client loader of member pages: they render only in the browser (their data needs the
 * member's token, which the server never sees), after app start has refreshed that token.
 * Later issues load the page's data here once the wait is over.
 */
export async function memberPageLoader(): Promise<null> {
  await waitForAppReady();
  return null;
}
