// Pure helpers of the sport-center pages: counts in words, dates in sentences, a place's period
// and state, whether
// it can be ended today, a typed registration number, and a national-team member's initials
// and photo.
import { formatDate, formatDateRange, plural } from '../../lib/format';
import { t } from '../../lib/i18n';

/** A date inside a sentence: "2. 12. 2026" with non-breaking spaces, never broken across lines. */
export function formatDateInText(value: string): string {
  return formatDate(value).replace(/ /g, '\u00a0');
}

/** A place's days as people read them, each date kept on one line: "1. 1. – 31. 12. 2026" (`formatDateRange`),
 * or "od 1. 1. 2026" while it has no end (`fromLabel` is the catalogue's "od {from}" filled in
 * by the caller's `tf`). */
export function formatPlacePeriod(validFrom: string, validTo: string | null | undefined, fromLabel: (from: string) => string): string {
  if (!validTo) return fromLabel(formatDateInText(validFrom));
  return formatDateRange(validFrom, validTo).split(' – ').map((part) => part.replace(/ /g, '\u00a0')).join(' – ');
}

/** Where a place stands: in the center (on the server's day), in it for the last day today,
 * not yet begun, or over. */
export type PlaceState = 'current' | 'endsToday' | 'upcoming' | 'ended';

/** The state of a place; `current` is the server's answer for the center's day, `today` is
 * YYYY-MM-DD. */
export function placeState(place: { current: boolean; validFrom: string; validTo?: string | null | undefined }, today: string): PlaceState {
  if (place.current) return place.validTo === today ? 'endsToday' : 'current';
  return place.validFrom > today ? 'upcoming' : 'ended';
}

/** Whether "Ukončit" (the place ends today) makes sense: the place has begun and runs past
 * today. A place not yet begun is removed instead; one that ends today or earlier is over. */
export function canEndToday(place: { validFrom: string; validTo?: string | null | undefined }, today: string): boolean {
  return place.validFrom <= today && (place.validTo === null || place.validTo === undefined || place.validTo > today);
}

/** A registration number as typed (spaces allowed), or undefined when it is not one. */
export function parseRegistrationNumber(text: string): number | undefined {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const number = Number(digits);
  return number > 0 ? number : undefined;
}

/** The initials of a person without a public photo: "JN" for Jana Nováková, "ŠČ" for Šárka Čechová. */
export function initials(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return `${first(firstName)}${first(lastName)}`.toLocaleUpperCase('cs-CZ');
}

/** The public photo of a member (shown only where the member allowed it). */
export function memberPhotoUrl(memberId: number): string {
  return `/api/members/${memberId}/photo`;
}

/** The day a season's members are counted on (as the server counts them): today, or the
 * season's last day when it is over, its first when it has not begun. */
export function countDay(season: { validFrom: string; validTo: string }, today: string): string {
  if (today < season.validFrom) return season.validFrom;
  return today > season.validTo ? season.validTo : today;
}

/** What the pages count. */
export type Counted = 'athletes' | 'coaches';

/** A count in words with its Czech plural: "1 závodník", "3 závodníci", "8 trenérů". */
export function countOf(count: number, what: Counted): string {
  return plural(count, {
    zero: t(`sportCenters.count.${what}.zero`),
    one: t(`sportCenters.count.${what}.one`),
    few: t(`sportCenters.count.${what}.few`),
    many: t(`sportCenters.count.${what}.many`),
  });
}
