/** The countries the coach corpus uses (ISO 3166); anything else is shown as its code. */
export const COACH_COUNTRIES = ['TW', 'JP', 'KR', 'US'] as const;
export type CoachCountry = (typeof COACH_COUNTRIES)[number];

export function isCoachCountry(code: string): code is CoachCountry {
  return (COACH_COUNTRIES as readonly string[]).includes(code);
}
