// Pure helpers of the racing-events pages: date ranges, state and date-change badges, the
// calendar's months, filters kept in the URL, the club entry form's rows and Prague times.
import { TIME_ZONE, pragueParts } from '../../lib/format';

const MONTHS = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'] as const;

function dayParts(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = date.slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

/** "leden 2027" of "2027-01". */
export function monthLabel(month: string): string {
  const { year, month: number } = dayParts(`${month}-01`);
  return `${MONTHS[number - 1] ?? month} ${year}`;
}

export type EventState = 'HIDDEN' | 'REGISTRATIONS_ENABLED' | 'REGISTRATIONS_CLOSED' | 'CANCELED' | 'RESULTS' | 'DIGITAL_RESULTS';

/** The badge class of an event's state (its Czech label comes from the server). */
export function stateBadgeClass(state: EventState): string {
  switch (state) {
    case 'REGISTRATIONS_ENABLED':
      return 'badge badge-approved';
    case 'REGISTRATIONS_CLOSED':
      return 'badge badge-pending';
    case 'CANCELED':
      return 'badge badge-rejected';
    case 'RESULTS':
    case 'DIGITAL_RESULTS':
      return 'badge badge-results';
    default:
      return 'badge';
  }
}

export type DateChange = 'PUBLISHED' | 'CHANGED' | 'MOVED' | 'CANCELED';

/** The calendar's date-change badge: shown when the event is not simply "Koná se" and is not
 * over yet (`today` is YYYY-MM-DD in Prague); null otherwise. */
export function dateChangeBadge(
  event: { dateChange: DateChange; dateChangeLabel: string; dateTo: string },
  today: string,
): { label: string; className: string } | null {
  if (event.dateChange === 'PUBLISHED' || event.dateTo.slice(0, 10) < today) return null;
  const className = event.dateChange === 'CANCELED' ? 'badge badge-rejected' : 'badge badge-warning';
  return { label: event.dateChangeLabel, className };
}

/** Events grouped by the month they start in, in the order given. */
export function groupByMonth<T extends { dateFrom: string }>(events: readonly T[]): { month: string; label: string; events: T[] }[] {
  const groups: { month: string; label: string; events: T[] }[] = [];
  for (const event of events) {
    const month = event.dateFrom.slice(0, 7);
    const last = groups.at(-1);
    if (last && last.month === month) last.events.push(event);
    else groups.push({ month, label: monthLabel(month), events: [event] });
  }
  return groups;
}

/** The months a calendar offers: from `back` months before today's to `ahead` after it
 * ("YYYY-MM"), plus a chosen one outside that range, in order. */
export function monthOptions(today: string, chosen?: string, back = 6, ahead = 12): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let offset = -back; offset <= ahead; offset += 1) {
    const index = year * 12 + (month - 1) + offset;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  if (chosen && /^\d{4}-\d{2}$/.test(chosen) && !months.includes(chosen)) months.push(chosen);
  return months.sort();
}

/** Words of a list without a repeated neighbour ("Sprint · Sprint" says it once). */
export function withoutRepeats(words: readonly (string | null | undefined)[]): string[] {
  const kept: string[] = [];
  for (const word of words) if (word && word !== kept.at(-1)) kept.push(word);
  return kept;
}

/** The section's list: proposals awaiting a decision (hidden, never published) first, then
 * by date. */
export function publicationOrder<T extends { publicationStatus?: string | null; publishedAt?: string | null; dateFrom: string }>(rows: readonly T[]): T[] {
  const waiting = (row: T) => (row.publicationStatus === 'HIDDEN' && !row.publishedAt ? 0 : 1);
  return [...rows].sort((a, b) => waiting(a) - waiting(b) || a.dateFrom.localeCompare(b.dateFrom));
}

/** Today in Prague as YYYY-MM-DD. */
export function pragueToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// ---- Filters in the URL -------------------------------------------------------------------

/** The filter of the private grid and the calendar as the URL keeps it (text values). */
export interface EventFilterValues {
  search: string;
  seasonId: string;
  departmentId: string;
  regionId: string;
  state: string;
  category: string;
  organiserClubId: string;
  month: string;
}

export const EMPTY_FILTER: EventFilterValues = {
  search: '',
  seasonId: '',
  departmentId: '',
  regionId: '',
  state: '',
  category: '',
  organiserClubId: '',
  month: '',
};

const FILTER_KEYS = Object.keys(EMPTY_FILTER) as (keyof EventFilterValues)[];

/** The private grid's `?filter=` text: the set values as `name=value&…` (empty: undefined). */
export function filterToText(filter: EventFilterValues): string | undefined {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filter[key].trim() !== '') params.set(key, filter[key].trim());
  const text = params.toString();
  return text === '' ? undefined : text;
}

/** The filter of a `?filter=` text; unknown names are left out. */
export function filterFromText(text: string | undefined): EventFilterValues {
  const params = new URLSearchParams(text ?? '');
  const filter = { ...EMPTY_FILTER };
  for (const key of FILTER_KEYS) filter[key] = params.get(key) ?? '';
  return filter;
}

/** The GraphQL filter of the values: numbers for ids, nulls for what is not set. */
export function filterInput(filter: EventFilterValues) {
  const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);
  return {
    search: filter.search.trim() || null,
    seasonId: id(filter.seasonId),
    departmentId: id(filter.departmentId),
    regionId: id(filter.regionId),
    state: (filter.state || null) as EventState | null,
    category: (filter.category || null) as 'A' | 'B' | 'C' | 'D' | 'JUNIOR' | null,
    organiserClubId: id(filter.organiserClubId),
    month: /^\d{4}-\d{2}$/.test(filter.month) ? filter.month : null,
  };
}

// ---- The club entry form -----------------------------------------------------------------

export interface RaceEligibilityLike {
  raceId: number;
  refusalCode?: string | null;
  refusalMessage?: string | null;
  categoryIds: readonly number[];
  entered: boolean;
}

export type EntryCell =
  | { kind: 'entered' }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'open'; categoryIds: readonly number[] };

/** What an athlete's row offers for one race: entered already, refused (with the server's
 * reason, before anything is sent) or open with the categories that admit the athlete. */
export function entryCell(races: readonly RaceEligibilityLike[], raceId: number): EntryCell {
  const race = races.find((item) => item.raceId === raceId);
  if (!race) return { kind: 'refused', code: 'UNKNOWN', message: '' };
  if (race.entered) return { kind: 'entered' };
  if (race.refusalCode) return { kind: 'refused', code: race.refusalCode, message: race.refusalMessage ?? race.refusalCode };
  if (race.categoryIds.length === 0) return { kind: 'refused', code: 'ATHLETE_NOT_IN_ANY_CATEGORY', message: race.refusalMessage ?? '' };
  return { kind: 'open', categoryIds: race.categoryIds };
}

/** The athlete's first refusal over all races (the reason a row is greyed out), if every race
 * refuses; null when some race is open or entered. */
export function rowRefusal(races: readonly RaceEligibilityLike[]): string | null {
  const cells = races.map((race) => entryCell(races, race.raceId));
  if (cells.length === 0 || cells.some((cell) => cell.kind !== 'refused')) return null;
  const messages = [...new Set(cells.map((cell) => (cell.kind === 'refused' ? cell.message : '')).filter(Boolean))];
  return messages.join(' ');
}

// ---- Prague times ----------------------------------------------------------------------

/** Minutes Prague is ahead of UTC at an instant. */
function pragueOffsetMinutes(instant: Date): number {
  const { year, month, day, hour, minute } = pragueParts(instant);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60000) * 60000) / 60000);
}

/** "2027-01-05T18:00" (Prague wall time, as a datetime-local input gives it) as an ISO instant
 * with Prague's offset of that day: "2027-01-05T18:00:00+01:00". Empty: null. */
export function pragueLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = new Date(Date.UTC(y, mo - 1, d, h, mi));
  // The offset at the instant the wall time names (the guess is off by the offset itself).
  const offset = pragueOffsetMinutes(new Date(guess.getTime() - pragueOffsetMinutes(guess) * 60000));
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An ISO instant as Prague wall time for a datetime-local input: "2027-01-05T18:00". */
export function isoToPragueLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const local = new Date(instant.getTime() + pragueOffsetMinutes(instant) * 60000);
  return local.toISOString().slice(0, 16);
}

/** "5. 1. 2027 18:00" in Prague. */
export function formatDateTime(iso: string): string {
  const local = isoToPragueLocal(iso);
  const { year, month, day } = dayParts(local);
  const [hour = '0', minute = '00'] = local.slice(11, 16).split(':');
  return `${day}. ${month}. ${year} ${Number(hour)}:${minute}`;
}

// ---- Places ------------------------------------------------------------------------------

/** Links to a place on Mapy.cz and OpenStreetMap. */
export function mapLinks(latitude: number, longitude: number): { mapy: string; osm: string } {
  return {
    mapy: `https://mapy.cz/zakladni?x=${longitude}&y=${latitude}&z=14&source=coor&id=${longitude},${latitude}`,
    osm: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`,
  };
}

/** "50.79000° s. š., 15.15000° v. d." the way Czech maps write coordinates. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(5).replace('.', ',')}° ${latitude >= 0 ? 's. š.' : 'j. š.'}`;
  const lon = `${Math.abs(longitude).toFixed(5).replace('.', ',')}° ${longitude >= 0 ? 'v. d.' : 'z. d.'}`;
  return `${lat}, ${lon}`;
}

/** Whether the events grid offers the bulk result upload: to those who manage events (they
 * create them) and to the timekeepers and Admin (who read the timekeeping companies); which
 * event a file may go to is then the server's answer per file. */
export function offersBulkResults(actions: { canCreateEvents: boolean; canListTimekeepers: boolean }): boolean {
  return actions.canCreateEvents || actions.canListTimekeepers;
}
