import { documentTitle } from '~/lib/route-handle';
import { usePageTitle } from '~/lib/use-page-title';

/** `<translated title> | WellFit` (SPEC §2); React hoists it into <head> and updates it on language change. */
export function DocumentTitle() {
  return <title>{documentTitle(usePageTitle())}</title>;
}
