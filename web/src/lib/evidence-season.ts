// Today's date as the API and date inputs take it (YYYY-MM-DD), in Prague, and the evidence
// season (the membership-fee year) that holds it.
import { formatDateNumeric } from './format';

/** Today in Prague as YYYY-MM-DD (the value of a date input and of the API's dates). */
export function pragueToday(now: Date = new Date()): string {
  const [day, month, year] = formatDateNumeric(now).split('.');
  return `${year}-${month}-${day}`;
}

/** The evidence season that contains `today` (YYYY-MM-DD), if any. */
export function currentSeason<T extends { validFrom: unknown; validTo: unknown }>(seasons: readonly T[], today: string): T | undefined {
  return seasons.find((season) => String(season.validFrom) <= today && today <= String(season.validTo));
}
