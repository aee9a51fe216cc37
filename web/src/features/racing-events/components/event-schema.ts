// The event and races forms: zod schemas (the spec's Czech messages; the server checks the
// rest and its field errors land on the same paths, e.g. `races.0.categories.1.name`) and the
// conversion between the stored event, the form and the GraphQL inputs.
import { z } from '../../../lib/zod';
import type {
  EventCategory,
  OrganiserKind,
  RaceInputObject,
  RacingEventInput,
  RacingEventKind,
  RacingEventQuery,
  RacingGenderGroup,
} from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { messages } from '../../../lib/validation';
import { isoToPragueLocal, pragueLocalToIso } from '../event-format';

export const EVENT_CATEGORIES: readonly EventCategory[] = ['A', 'B', 'C', 'D', 'JUNIOR'];
export const GENDER_GROUPS: readonly RacingGenderGroup[] = ['BOTH', 'MALE', 'FEMALE'];
export const ORGANISER_KINDS: readonly OrganiserKind[] = ['CLUB', 'DEPARTMENT', 'OTHER'];
export const EVENT_KINDS: readonly RacingEventKind[] = ['RACING', 'RESULT'];

const required = z.string().trim().min(1, messages.required);
const year = z
  .string()
  .trim()
  .min(1, messages.required)
  .regex(/^\d{4}$/, t('racing.form.yearInvalid'));
const number = z.string().refine((text) => text.trim() === '' || Number.isFinite(Number(text.replace(',', '.'))), t('racing.form.numberInvalid'));

export const categorySchema = z.object({
  id: z.string(),
  name: required,
  birthYearFrom: year,
  birthYearTo: year,
  genderGroup: required,
});

export const raceSchema = z.object({
  id: z.string(),
  name: required,
  racingDisciplineId: required,
  racingTechniqueId: z.string(),
  racingTypeId: z.string(),
  genderGroup: required,
  raceDate: required,
  startTime: z.string().refine((text) => text === '' || /^\d{2}:\d{2}$/.test(text), t('racing.form.timeInvalid')),
  categories: z.array(categorySchema),
});

export const racesSchema = z.object({ races: z.array(raceSchema) });

export const eventSchema = z
  .object({
    kind: required,
    name: required,
    departmentId: required,
    category: required,
    organiserKind: required,
    organiserClubId: z.string(),
    organiserName: z.string(),
    regionId: z.string(),
    place: required,
    country: required,
    latitude: number,
    longitude: number,
    dateFrom: required,
    dateTo: required,
    registrationDeadline: z.string(),
    timekeepingCompanyId: z.string(),
    description: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    web: z.string(),
    races: z.array(raceSchema),
  })
  .superRefine((values, context) => {
    if (values.organiserKind === 'CLUB' && values.organiserClubId === '') {
      context.addIssue({ code: 'custom', path: ['organiserClubId'], message: messages.required });
    }
    if (values.organiserKind === 'OTHER' && values.organiserName.trim() === '') {
      context.addIssue({ code: 'custom', path: ['organiserName'], message: messages.required });
    }
    if (values.dateFrom && values.dateTo && values.dateTo < values.dateFrom) {
      context.addIssue({ code: 'custom', path: ['dateTo'], message: messages.dateRange });
    }
  });

export type CategoryValues = z.infer<typeof categorySchema>;
export type RaceValues = z.infer<typeof raceSchema>;
export type EventFormValues = z.infer<typeof eventSchema>;
export type RacesFormValues = z.infer<typeof racesSchema>;

export const EMPTY_CATEGORY: CategoryValues = { id: '', name: '', birthYearFrom: '', birthYearTo: '', genderGroup: 'BOTH' };

export function emptyRace(raceDate = ''): RaceValues {
  return {
    id: '',
    name: '',
    racingDisciplineId: '',
    racingTechniqueId: '',
    racingTypeId: '',
    genderGroup: 'BOTH',
    raceDate,
    startTime: '',
    categories: [],
  };
}

export const EMPTY_EVENT: EventFormValues = {
  kind: 'RACING',
  name: '',
  departmentId: '',
  category: 'B',
  organiserKind: 'CLUB',
  organiserClubId: '',
  organiserName: '',
  regionId: '',
  place: '',
  country: 'CZ',
  latitude: '',
  longitude: '',
  dateFrom: '',
  dateTo: '',
  registrationDeadline: '',
  timekeepingCompanyId: '',
  description: '',
  contactEmail: '',
  contactPhone: '',
  web: '',
  races: [emptyRace()],
};

type Detail = RacingEventQuery['racingEvent'];

const text = (value: string | null | undefined) => value ?? '';
const idText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
const optionalId = (value: string) => (value === '' ? null : Number(value));
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The form's values of a stored event (its races are edited on editace-zavodu). */
export function eventToValues(detail: Detail): EventFormValues {
  const event = detail.event;
  return {
    kind: event.kind,
    name: event.name,
    departmentId: String(event.departmentId),
    category: event.category,
    organiserKind: event.organiserKind,
    organiserClubId: idText(event.organiserClubId),
    organiserName: text(event.organiserName),
    regionId: idText(event.regionId),
    place: event.place,
    country: event.country,
    latitude: event.latitude === null || event.latitude === undefined ? '' : String(event.latitude),
    longitude: event.longitude === null || event.longitude === undefined ? '' : String(event.longitude),
    dateFrom: event.dateFrom,
    dateTo: event.dateTo,
    registrationDeadline: isoToPragueLocal(event.registrationDeadline),
    timekeepingCompanyId: idText(event.timekeepingCompanyId),
    description: text(event.description),
    contactEmail: text(event.contactEmail),
    contactPhone: text(event.contactPhone),
    web: text(event.web),
    races: [],
  };
}

export function valuesToEventInput(values: EventFormValues): RacingEventInput {
  return {
    kind: values.kind as RacingEventKind,
    name: values.name.trim(),
    departmentId: Number(values.departmentId),
    category: values.category as EventCategory,
    organiserKind: values.organiserKind as OrganiserKind,
    organiserClubId: values.organiserKind === 'CLUB' ? optionalId(values.organiserClubId) : null,
    organiserName: values.organiserKind === 'OTHER' ? optionalText(values.organiserName) : null,
    regionId: optionalId(values.regionId),
    place: values.place.trim(),
    country: values.country,
    latitude: optionalNumber(values.latitude),
    longitude: optionalNumber(values.longitude),
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    registrationDeadline: pragueLocalToIso(values.registrationDeadline),
    timekeepingCompanyId: optionalId(values.timekeepingCompanyId),
    description: optionalText(values.description),
    contactEmail: optionalText(values.contactEmail),
    contactPhone: optionalText(values.contactPhone),
    web: optionalText(values.web),
  };
}

/** The races form's values of a stored event. */
export function racesToValues(detail: Detail): RaceValues[] {
  return detail.races.map((race) => ({
    id: String(race.id),
    name: race.name,
    racingDisciplineId: String(race.racingDisciplineId),
    racingTechniqueId: idText(race.racingTechniqueId),
    racingTypeId: idText(race.racingTypeId),
    genderGroup: race.genderGroup,
    raceDate: race.raceDate,
    startTime: text(race.startTime),
    categories: race.categories.map((category) => ({
      id: String(category.id),
      name: category.name,
      birthYearFrom: String(category.birthYearFrom),
      birthYearTo: String(category.birthYearTo),
      genderGroup: category.genderGroup,
    })),
  }));
}

export function valuesToRaceInputs(races: RaceValues[]): RaceInputObject[] {
  return races.map((race) => ({
    id: optionalId(race.id),
    name: race.name.trim(),
    racingDisciplineId: Number(race.racingDisciplineId),
    racingTechniqueId: optionalId(race.racingTechniqueId),
    racingTypeId: optionalId(race.racingTypeId),
    genderGroup: race.genderGroup as RacingGenderGroup,
    raceDate: race.raceDate,
    startTime: optionalText(race.startTime),
    categories: race.categories.map((category) => ({
      id: optionalId(category.id),
      name: category.name.trim(),
      birthYearFrom: Number(category.birthYearFrom),
      birthYearTo: Number(category.birthYearTo),
      genderGroup: category.genderGroup as RacingGenderGroup,
    })),
  }));
}
