import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageTitleKey } from './route-handle';

/** The current page's translated title (without the WellFit suffix), from the matched routes' handles. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  const { t } = useTranslation();
  const key = pageTitleKey(matches);
  if (key === undefined) return undefined;
  return typeof key === 'string' ? t(key) : key.text;
}
