// The club entry page's rules that need no server: which athletes the grid shows (a search by
// name or registration number, and "only those who can be entered"), the Czech form of
// "entered" for a man or a woman, how each refusal can be fixed and where, and the summary of
// what the button will send.
import type { ClubEntryFormQuery, Sex } from '../../gql/graphql';
import { t, tf } from '../../lib/i18n';
import { entryCell } from './event-format';

export type ClubAthlete = ClubEntryFormQuery['clubEntryForm'][number];

/** A race as the page knows it: its name and categories. */
export interface EntryRace {
  id: number;
  name: string;
  categories: readonly { id: number; name: string; birthYearFrom?: number | null; birthYearTo?: number | null }[];
}

/** "Žactvo (2010–2015)": a category with its birth years, where it has them. */
function categoryWithYears(category: EntryRace['categories'][number]): string {
  const { birthYearFrom: from, birthYearTo: to } = category;
  return from && to ? `${category.name} (${from}–${to})` : category.name;
}

/** The chosen entries: `memberId:raceId` → the category id ('' = the first that admits). */
export type Choices = Record<string, string>;

export const choiceKey = (memberId: number, raceId: number) => `${memberId}:${raceId}`;

/** Lower case without diacritics ("Dvořák" → "dvorak"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Whether some race of the athlete is open or already entered (it is not greyed out). */
export function canBeEntered(athlete: ClubAthlete): boolean {
  return athlete.races.some((race) => entryCell(athlete.races, race.raceId).kind !== 'refused');
}

/** The athletes the grid shows: every word of `text` in the name, or the registration number
 * starting with it; with `onlyEligible`, only those who can be entered somewhere (or are). */
export function visibleAthletes(athletes: readonly ClubAthlete[], text: string, onlyEligible: boolean): ClubAthlete[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  return athletes.filter((athlete) => {
    if (onlyEligible && !canBeEntered(athlete)) return false;
    if (words.length === 0) return true;
    const name = fold(`${athlete.lastName} ${athlete.firstName}`);
    const number = String(athlete.registrationNumber);
    return words.every((word) => name.includes(word) || number.startsWith(word));
  });
}

/** "Přihlášen" or "Přihlášena". */
export function enteredLabel(sex: Sex): string {
  return sex === 'FEMALE' ? t('clubEntry.enteredFemale') : t('clubEntry.enteredMale');
}

/** How a refusal can be fixed: the text of the link, and where it leads (none: only a hint). */
export type RefusalFix =
  | { kind: 'role'; label: string; memberId: number }
  | { kind: 'fee'; label: string }
  | { kind: 'hint'; label: string };

/** The fix of a refusal `code` for the athlete in a race of the event's department. */
export function refusalFix(code: string, memberId: number, departmentName: string, race: EntryRace | undefined): RefusalFix | null {
  switch (code) {
    case 'NOT_ATHLETE':
      return { kind: 'role', label: tf('clubEntry.fix.NOT_ATHLETE', { department: departmentName }), memberId };
    case 'NOT_PAID':
      return { kind: 'fee', label: t('clubEntry.fix.NOT_PAID') };
    case 'ATHLETE_NOT_IN_ANY_CATEGORY':
      return race && race.categories.length > 0 ? { kind: 'hint', label: tf('clubEntry.fix.ATHLETE_NOT_IN_ANY_CATEGORY', { categories: race.categories.map(categoryWithYears).join(', ') }) } : null;
    default:
      return null;
  }
}

/** The lines of what the button will send, in the grid's order (athletes, then races). */
export function summaryLines(choices: Choices, athletes: readonly ClubAthlete[], races: readonly EntryRace[]): string[] {
  const lines: string[] = [];
  for (const athlete of athletes) {
    for (const race of races) {
      const chosen = choices[choiceKey(athlete.memberId, race.id)];
      if (chosen === undefined) continue;
      const category = race.categories.find((item) => String(item.id) === chosen)?.name ?? t('clubEntry.firstFitting');
      lines.push(tf('clubEntry.summaryLine', { name: `${athlete.lastName} ${athlete.firstName}`, race: race.name, category }));
    }
  }
  return lines;
}
