import type { Locale } from './locale';

// SPEC §3 Home page card and content, §7 POST /api/web/home/page: completed by the home page work.
export interface HomePageWebServices {
  readonly locale?: Locale;
}
