import type { ParseKeys } from 'i18next';
import type { Params, UIMatch } from 'react-router';

/** A page title: a key of the titles namespace, or a common label (category shortcuts). */
export type TitleKey = Extract<ParseKeys<['titles', 'common']>, `titles:${string}` | `common:${string}`>;

export interface TitleSource {
  pathname: string;
  params: Params;
  /** The route's loader data (undefined while a client loader has not run). */
  data: unknown;
}

/**
 * What every route module exports as `handle` (SPEC §2): its flags and its page title, which the
 * layout renders as `<translated title> | WellFit`.
 */
export interface RouteHandle {
  /** Login required: without a token the app asks for login, then offers Homepage or Cancel. */
  needAuth?: true;
  /** Login checked on entry: without a token the app asks for login, but the page renders anyway. */
  checkAuth?: true;
  /** Open even for special entries; never asks for login. */
  skipAuth?: true;
  hideCookieBanner?: true;
  /** A function may answer a ready title (a product's own name) as `{ text }`. */
  title?: TitleKey | ((source: TitleSource) => TitleKey | PageTitleText);
  /** The page renders its own meta description (a product's text), so the layout's tagline steps aside. */
  ownDescription?: true;
}

export interface RouteFlags {
  needAuth: boolean;
  checkAuth: boolean;
  skipAuth: boolean;
  hideCookieBanner: boolean;
}

function handleOf(match: UIMatch): RouteHandle | undefined {
  const handle = match.handle;
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : undefined;
}

/** A flag set on any matched route applies to the page (a layout's needAuth covers its children). */
export function routeFlags(matches: readonly UIMatch[]): RouteFlags {
  const handles = matches.map(handleOf);
  const some = (flag: keyof RouteFlags) => handles.some((handle) => handle?.[flag] === true);
  const skipAuth = some('skipAuth');
  return {
    needAuth: !skipAuth && some('needAuth'),
    checkAuth: !skipAuth && some('checkAuth'),
    skipAuth,
    hideCookieBanner: some('hideCookieBanner'),
  };
}

/** A title that is already text in the page's language (content names), not a key. */
export interface PageTitleText {
  text: string;
}

/**
 * The title of a page about one thing (a product, course, plan, series, coach, article): the
 * thing's own name, as shoppers search and bookmark it; the not-found title when the loader
 * found nothing, so a missing page never keeps a detail title. `nameOf` reads the route's own
 * loader data (undefined while a client loader has not run).
 */
export function ownNameTitle<LoaderData>(
  nameOf: (data: LoaderData | undefined) => string | null | undefined,
): (source: TitleSource) => TitleKey | PageTitleText {
  return ({ data }) => {
    const name = nameOf(data as LoaderData | undefined);
    return name ? { text: name } : 'titles:not_found';
  };
}

/** True when a matched route renders its own meta description. */
export function hasOwnDescription(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => handleOf(match)?.ownDescription === true);
}

/** The title of the deepest matched route that declares one. */
export function pageTitleKey(matches: readonly UIMatch[]): TitleKey | PageTitleText | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const title = match && handleOf(match)?.title;
    if (!match || !title) continue;
    return typeof title === 'function'
      ? title({ pathname: match.pathname, params: match.params, data: match.data })
      : title;
  }
  return undefined;
}

export const TITLE_SUFFIX = 'WellFit';

export function documentTitle(translatedTitle: string | undefined): string {
  return translatedTitle ? `${translatedTitle} | ${TITLE_SUFFIX}` : TITLE_SUFFIX;
}
