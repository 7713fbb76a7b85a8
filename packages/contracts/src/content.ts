import type { Locale } from './locale';

// SPEC §3 Content entities (plans, series, coaches, articles): completed by the content work.
export interface ContentWebServices {
  readonly locale?: Locale;
}
