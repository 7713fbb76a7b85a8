import { TIME_ZONE } from '@wellfit/contracts/constants';
import { LOCALE_TAGS, type Locale } from '@wellfit/contracts/locale';

/** An instant as Taipei date and time (SPEC §9: days and windows are Asia/Taipei). */
export function formatTaipeiDateTime(instant: string | number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(instant));
}
