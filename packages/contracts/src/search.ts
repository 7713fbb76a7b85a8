import type { Locale } from './locale';

// SPEC §2 /search/{tab}: completed by the search work.
export interface SearchWebServices {
  readonly locale?: Locale;
}
