// The form correcting a result race's details (uprava-vysledkovych-zavodu): its values from a
// stored race, the GraphQL input from the values and how the event's races are offered. The
// server checks the rest (a name, the days of the event, the birth years' range) and names
// each problem's field, and says which races may be deleted (`canDelete`: a draft or
// cancelled race the public never saw); pure, so the rules are tested apart.
import { z } from '../../lib/zod';
import type { RacingGenderGroup, ResultRaceDetailsInput } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { t, tf } from '../../lib/i18n';

/** The gender groups a result race may be for, in the order the select offers them. */
export const RESULT_GENDER_GROUPS: readonly RacingGenderGroup[] = ['MALE', 'FEMALE', 'BOTH'];

/** A birth year as typed: empty, or four digits. */
const year = z
  .string()
  .trim()
  .refine((text) => text === '' || /^\d{4}$/.test(text), t('results.edit.yearInvalid'));

/** Only what the browser can tell: the server checks the name, the days and the years' range,
 * so that all its problems come back at once. */
export const raceDetailsSchema = z.object({
  name: z.string(),
  raceId: z.string(),
  raceDate: z.string(),
  place: z.string(),
  discipline: z.string(),
  category: z.string(),
  genderGroup: z.string(),
  birthYearFrom: year,
  birthYearTo: year,
});

export type RaceDetailsValues = z.infer<typeof raceDetailsSchema>;

/** The fields of the form: the server's field names are the same. */
export const RACE_DETAILS_FIELDS: readonly (keyof RaceDetailsValues)[] = Object.keys(raceDetailsSchema.shape) as (keyof RaceDetailsValues)[];

/** A stored race's details, as the queries give them. */
export interface StoredDetails {
  name: string;
  raceId?: number | null;
  raceDate?: string | null;
  place?: string | null;
  discipline?: string | null;
  category?: string | null;
  genderGroup?: RacingGenderGroup | null;
  birthYearFrom?: number | null;
  birthYearTo?: number | null;
}

/** The form's values of a stored race: what is not told is an empty field. */
export function raceDetailsValues(race: StoredDetails): RaceDetailsValues {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    name: race.name,
    raceId: text(race.raceId),
    raceDate: text(race.raceDate),
    place: text(race.place),
    discipline: text(race.discipline),
    category: text(race.category),
    genderGroup: text(race.genderGroup),
    birthYearFrom: text(race.birthYearFrom),
    birthYearTo: text(race.birthYearTo),
  };
}

/** The input of `updateResultRace`: trimmed texts, an empty field is null; the discipline is a
 * code in capitals ("sl" → "SL"). */
export function raceDetailsInput(values: RaceDetailsValues): ResultRaceDetailsInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const number = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return {
    name: values.name.trim(),
    raceId: number(values.raceId),
    raceDate: optional(values.raceDate),
    place: optional(values.place),
    discipline: optional(values.discipline)?.toUpperCase() ?? null,
    category: optional(values.category),
    genderGroup: RESULT_GENDER_GROUPS.find((group) => group === values.genderGroup) ?? null,
    birthYearFrom: number(values.birthYearFrom),
    birthYearTo: number(values.birthYearTo),
  };
}

/** An event's race as the select offers it: "Klasika 5 km – 20. 9. 2025". */
export function eventRaceLabel(race: { name: string; raceDate?: string | null }): string {
  return race.raceDate ? tf('results.edit.eventRace', { name: race.name, date: formatDate(race.raceDate) }) : race.name;
}
