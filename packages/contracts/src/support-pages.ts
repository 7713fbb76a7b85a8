import { SERVICE_HOURS, TIME_ZONE } from './constants';

/*
 * The support centre's page rules, without zod: /faq imports them, and importing support.ts
 * (the contact form's schemas) would bring the form's whole chunk to a page that has no form.
 */

/** The two tabs of the support centre and the page each one is. */
export const SUPPORT_TABS = { faq: '/faq', contact: '/contact-us' } as const;
export type SupportTab = keyof typeof SUPPORT_TABS;

/** As the product search (search.ts): longer keywords are refused. */
export const FAQ_KEYWORD_MAX = 50;

/** The anchor of one answer on /faq (`/faq#faq-12`), so each answer can be linked to. */
export function faqAnchor(id: number): string {
  return `faq-${id}`;
}

/**
 * Taiwan's national holidays on which support is closed although it is a weekday: the days off
 * of the Directorate-General of Personnel Administration's 2026 calendar (observed days
 * included). Add each year's list when the DGPA publishes it; a date not listed is a working
 * day (docs/decisions/support-centre.md).
 */
export const SUPPORT_CLOSED_DATES: ReadonlySet<string> = new Set([
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-02-27',
  '2026-04-03',
  '2026-04-06',
  '2026-05-01',
  '2026-06-19',
  '2026-09-25',
  '2026-09-28',
  '2026-10-09',
  '2026-10-26',
  '2026-12-25',
]);

const taipeiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const ISO_WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * Whether support is open at this instant: a weekday that is not a listed holiday, inside one
 * of the §9 periods (Taipei time; a period includes its start and excludes its end, so 12:00
 * to 13:00 is the lunch break).
 */
export function isSupportOpen(instant: Date, closedDates: ReadonlySet<string> = SUPPORT_CLOSED_DATES): boolean {
  const parts = Object.fromEntries(taipeiParts.formatToParts(instant).map((part) => [part.type, part.value]));
  const weekday = ISO_WEEKDAY[parts.weekday ?? ''] ?? 0;
  if (weekday < SERVICE_HOURS.weekdays.first || weekday > SERVICE_HOURS.weekdays.last) return false;
  if (closedDates.has(`${parts.year}-${parts.month}-${parts.day}`)) return false;
  const clock = `${parts.hour}:${parts.minute}`;
  return SERVICE_HOURS.periods.some((period) => clock >= period.start && clock < period.end);
}
